/**
 * Una clave por envío (docs/decisiones.md (36)): las operaciones que crean aceptan `Idempotency-Key`, y un
 * reintento del mismo envío con la misma clave recibe la primera respuesta en lugar de crear otra
 * vez. Las máquinas crean la clave al empezar un envío, la conservan si ese envío se repite tal
 * cual (tras un fallo de red, 'Reintentar') y la olvidan cuando cambian los datos o el envío
 * acaba bien: un envío nuevo lleva una clave nueva.
 */

/** La clave de este envío, al lado de lo que recibe el actor que crea (nunca en el cuerpo). */
export interface ConClave {
  /** La `Idempotency-Key` del envío; la misma en cada reintento de ese envío. */
  claveIdempotencia?: string | undefined;
}

/**
 * La entrada de un actor que crea con un cuerpo del contrato: el cuerpo tal cual y, a su lado,
 * la clave, que el actor pone en la cabecera (`cabeceraDeClave`).
 */
export interface CuerpoConClave<Cuerpo> extends ConClave {
  cuerpo: Cuerpo;
}

/**
 * Un UUID v4 nuevo. `crypto.randomUUID` solo existe en contextos seguros (HTTPS o localhost): una
 * clínica que sirve la aplicación por HTTP en su red local tiene `getRandomValues`, que basta.
 */
export function nuevaClave(): string {
  const cripto = globalThis.crypto;
  if (typeof cripto?.randomUUID === 'function') return cripto.randomUUID();
  const bytes = cripto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * La clave de un envío que empieza (docs/decisiones.md (36)): la del anterior si es el mismo envío
 * repetido (nada cambió desde entonces), o una nueva.
 */
export function claveDelEnvio(contexto: { claveEnvio?: string | undefined }): string {
  return contexto.claveEnvio ?? nuevaClave();
}

/** La cabecera de openapi-fetch (`params.header`) con la clave, si la hay. */
export function cabeceraDeClave(clave: string | undefined): { 'Idempotency-Key'?: string } {
  return clave ? { 'Idempotency-Key': clave } : {};
}
