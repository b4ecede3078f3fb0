/** Someone let in to the leads (src/server/leadsApi/access.ts): the login the host knows them by, and the name they gave it. */
export interface Staff {
  login: string;
  name: string;
}

/**
 * Who did something, as staff read it: the name they gave the repository host and, beside it, the login, which
 * only its owner can change (anyone can name themselves "Pat Owner"). History entries written before logins were
 * recorded hold only a name, shown as it is.
 */
export const staffLabel = ({ login, name }: { login: string; name?: string }) => (name && name !== login ? `${name} (${login})` : login);
