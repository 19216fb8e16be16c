import type { FastifyInstance } from 'fastify';
import { lastBookableDay } from '../domain/agenda';
import { wallClock } from '../domain/clinic-time';
import { ApiError, fueraDeHorizonte, MENSAJES } from './errors';

/** The operations that book a cita on a day (`fecha` in the body). */
export const BOOKING_OPERATIONS = new Set(['guardarCita', 'pedirCita', 'actualizarCita']);

export interface HorizonOptions {
  days: number;
  timeZone: string;
  clock: () => Date;
}

/**
 * A cita is booked at most `days` days after today in the clinic (CLINICA_BOOKING_HORIZON_DAYS):
 * a date like 9999-12-31 is valid for the calendar but not for an agenda. Runs once the body is
 * validated, before the handler.
 */
export function registerBookingHorizon(app: FastifyInstance, options: HorizonOptions) {
  app.addHook('preHandler', async (request) => {
    const operationId = request.operation?.operationId;
    if (!operationId || !BOOKING_OPERATIONS.has(operationId)) return;
    const fecha = (request.body as { fecha?: unknown } | undefined)?.fecha;
    if (typeof fecha !== 'string') return;
    const limit = lastBookableDay(wallClock(options.clock(), options.timeZone), options.days);
    if (fecha > limit) {
      throw new ApiError(400, MENSAJES.revisaDatos, { fecha: fueraDeHorizonte(options.days) });
    }
  });
}
