/**
 * What every part of the leads view may need without being handed it down through each level: the names staff gave
 * things (services, their campaigns' sources), put in by the build; and the sign-in: who the API says is signed in,
 * the way to sign in again, and the API's requests with the editor login's token.
 */
import React, { createContext, useContext, useMemo, useState } from 'react';
import type { CampaignNames } from '../../leads/sources';
import { type LeadsApi, leadsApi } from './api';

/** The names staff see for what a lead holds by id. */
export interface Names {
  /** Service names by id, from data/services when the editor was built. */
  services: ReadonlyMap<string, string>;
  /** Staff's names of their links' sources, from data/lead-sources.json when the editor was built. */
  campaigns: CampaignNames;
}

const NamesContext = createContext<Names>({ services: new Map(), campaigns: new Map() });

/** Gives the view's parts the names staff see. */
export const NamesProvider = NamesContext.Provider;

/** The names staff see, for a part that shows a service or a source. */
export const useNames = () => useContext(NamesContext);

export interface SignIn {
  /** Who the API says is signed in, as staff read it ('' until its first answer, and on a laptop). */
  user: string;
  /** Records who the API's answers say is signed in. */
  knownAs: (user: string) => void;
  /** Sends someone whose login is missing or expired to sign in (this leaves the page). */
  signIn: () => void;
  /** The API's requests, each with the login's token at the moment it is sent. */
  api: LeadsApi;
}

const SignInContext = createContext<SignIn | null>(null);

/** Gives the view's parts the sign-in: `token` reads the editor login's token, `signIn` sends someone to sign in. */
export function SignInProvider({ signIn, token, children }: { signIn: () => void; token: () => string | null; children: React.ReactNode }) {
  const [user, knownAs] = useState('');
  const api = useMemo(() => leadsApi(token), [token]);
  const value = useMemo(() => ({ user, knownAs, signIn, api }), [user, signIn, api]);
  return <SignInContext.Provider value={value}>{children}</SignInContext.Provider>;
}

/** The sign-in, for a part that asks the API or says who is signed in. */
export function useSignIn(): SignIn {
  const signIn = useContext(SignInContext);
  if (!signIn) throw new Error('useSignIn needs a SignInProvider above it (LeadsView gives one).');
  return signIn;
}
