import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ProviderAnswerPlan {
  status: number;
  /** JSON to answer with; a string is sent as it is. */
  body: unknown;
}

/**
 * A local server standing in for a provider's API in tests: it records each request and answers with the
 * plan set by `answer` ('hang' holds the request until the server closes).
 */
export async function startProviderServer() {
  const requests: ReceivedRequest[] = [];
  let plan: ProviderAnswerPlan | 'hang' = { status: 200, body: {} };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (plan === 'hang') return;
      const text = typeof plan.body === 'string' ? plan.body : JSON.stringify(plan.body);
      response.writeHead(plan.status, { 'content-type': 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(next: ProviderAnswerPlan | 'hang') {
      plan = next;
    },
    /** The last request received (a test fails clearly when none came). */
    last(): ReceivedRequest {
      const request = requests.at(-1);
      if (!request) throw new Error('the provider server received no request');
      return request;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ProviderServer = Awaited<ReturnType<typeof startProviderServer>>;

export const sampleMessage = {
  to: '+919810012345',
  text: 'Reminder: your wash is on Sat 29 Nov, 10:30 AM IST. Reply STOP to opt out.',
  template: 'reminder',
  language: 'en' as const,
  variables: { name: 'Asha', time: 'Sat 29 Nov, 10:30 AM IST' },
};
