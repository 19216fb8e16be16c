/**
 * The server starts without warnings: every media type the contract names has a parser, and
 * the ones it names only for downloads (an appointment's .ics among them) are refused as a
 * request body with a Spanish 415.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registroEnMemoria, startTestServer, type TestServer } from './harness';

describe('the server at start', () => {
  const { logger, lineas: lines } = registroEnMemoria('warn');
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite', { logger });
  });
  afterAll(async () => server?.close());

  it('logs no warning', () => {
    expect(lines).toEqual([]);
  });

  it('refuses a calendar sent as a request body with a Spanish 415', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/iniciarSesion',
      headers: { 'content-type': 'text/calendar' },
      payload: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.json().message).toMatch(/tipo de contenido|formato/i);
  });
});
