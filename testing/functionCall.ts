/**
 * Calls a Gatsby Function's handler in this process as Gatsby does (a parsed body, headers, the socket's address)
 * and returns what it answered: for Jest tests of the form and leads endpoints.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';

export interface FunctionAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: any;
}

export async function callFunction(
  handler: (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>,
  request: {
    method: string;
    body?: unknown;
    /** Files of a multipart body, as Gatsby's multer hands them to the function. */
    files?: Array<{ fieldname: string; originalname: string; buffer: Buffer; size: number }>;
    query?: Record<string, string>;
    headers: Record<string, string>;
    address: string;
  },
  /** Headers the server set before the handler ran (`gatsby serve` lets every origin read every answer). */
  preset: Record<string, string> = {},
): Promise<FunctionAnswer> {
  const answer: FunctionAnswer = { status: 200, headers: { ...preset }, body: undefined };
  const res = {
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    removeHeader(name: string) {
      delete answer.headers[name.toLowerCase()];
    },
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(value: unknown) {
      answer.body = value;
      return res;
    },
    send(value: unknown) {
      answer.body = value;
      return res;
    },
  };
  const req = {
    method: request.method,
    body: request.body,
    files: request.files,
    query: request.query ?? {},
    headers: request.headers,
    socket: { remoteAddress: request.address },
  };
  await handler(req as unknown as GatsbyFunctionRequest, res as unknown as GatsbyFunctionResponse);
  return answer;
}
