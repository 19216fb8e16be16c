import type { SignedInUser } from '../auth/sessions';
import type { Operation } from '../contract/operations';
import type { ReceivedFile } from '../uploads/receive';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by the authentication hook on every non-public operation. */
    user: SignedInUser | null;
    /** The contract operation this request calls. */
    operation: Operation | null;
    /** Files received in this request (multipart). */
    uploads: ReceivedFile[];
    /** Refused on a record that is not the caller's, though answered as missing (404). */
    refused: boolean;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}
