import { describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { HOY, MANANA, medicos } from '../../test/datos';
import { cita, servidor, usuariosMedicos, usuariosRadiologos } from '../../test/servidor';
import { actoresCancelarCita } from '../cancelar-cita/actors';
import { cancelarCitaMachine } from '../cancelar-cita/machine';
import { actoresModificarCita } from './actors';
import { modificarCitaMachine } from './machine';

describe('actores sobre @clinica/api-client', () => {
  it('modificar y cancelar cita: PUT y POST por el id de la cita', async () => {
    const { client, peticiones } = servidor({
      'GET /api/usuarios/mostrarRadiologos': { cuerpo: { usuarios: usuariosRadiologos } },
      [`GET /api/citas/huecosLibres?fecha=${MANANA}&id_radiologo=2`]: {
        cuerpo: { huecos: ['09:00'] },
      },
      'PUT /api/citas/actualizar/41': { cuerpo: { ...cita, hora: '09:00' } },
      'POST /api/citas/cancelarCita/41': { cuerpo: { ...cita, estado: 'CANCELADA' } },
    });
    const modificar = createActor(
      modificarCitaMachine.provide({ actors: actoresModificarCita(client) }),
      {
        input: {
          idCita: 41,
          fecha: MANANA,
          hora: '10:00',
          profesional: 'radiologo',
          idProfesional: 2,
          hoy: HOY,
        },
      },
    ).start();
    await waitFor(modificar, (s) => s.context.huecos.estado === 'lista');
    modificar.send({ type: 'EDITAR', datos: { hora: '09:00' } });
    modificar.send({ type: 'CONTINUAR' });
    modificar.send({ type: 'CONFIRMAR' });
    expect(await toPromise(modificar)).toMatchObject({ modificada: true, cita: { hora: '09:00' } });
    expect(peticiones.at(-1)?.cuerpo).toEqual({ fecha: MANANA, hora: '09:00', idRadiologo: 2 });

    const cancelar = createActor(
      cancelarCitaMachine.provide({ actors: actoresCancelarCita(client) }),
      { input: { idCita: 41 } },
    ).start();
    cancelar.send({ type: 'CONFIRMAR' });
    expect(await toPromise(cancelar)).toEqual({ cancelada: true });
    expect(peticiones.at(-1)).toMatchObject({ metodo: 'POST', ruta: '/api/citas/cancelarCita/41' });
  });

  it('modificar una cita de medicina familiar: médicos, sus huecos y PUT con idMedico', async () => {
    const { client, peticiones } = servidor({
      'GET /api/usuarios/mostrarMedicos': { cuerpo: { usuarios: usuariosMedicos } },
      [`GET /api/citas/huecosLibres?fecha=${MANANA}&id_medico=4`]: { cuerpo: { huecos: [] } },
      [`GET /api/citas/huecosLibres?fecha=${MANANA}&id_medico=5`]: {
        cuerpo: { huecos: ['12:00'] },
      },
      'PUT /api/citas/actualizar/42': {
        cuerpo: { ...cita, id: 42, hora: '12:00', id_radiologo: null, id_medico: 5 },
      },
    });
    const modificar = createActor(
      modificarCitaMachine.provide({ actors: actoresModificarCita(client) }),
      {
        input: {
          idCita: 42,
          fecha: MANANA,
          hora: '10:00',
          profesional: 'medico',
          idProfesional: 4,
          hoy: HOY,
        },
      },
    ).start();
    await waitFor(modificar, (s) => s.context.profesionales.estado === 'lista');
    expect(modificar.getSnapshot().context.profesionales.datos).toEqual(medicos);
    // Su propia hora cuenta como libre aunque el servidor la dé por ocupada.
    await waitFor(modificar, (s) => s.context.huecos.estado === 'lista');
    expect(modificar.getSnapshot().context.huecos.datos).toEqual(['10:00']);
    modificar.send({ type: 'EDITAR', datos: { idProfesional: 5 } });
    await waitFor(modificar, (s) => s.context.huecos.estado === 'lista');
    modificar.send({ type: 'EDITAR', datos: { hora: '12:00' } });
    modificar.send({ type: 'CONTINUAR' });
    modificar.send({ type: 'CONFIRMAR' });
    expect(await toPromise(modificar)).toMatchObject({ modificada: true, cita: { hora: '12:00' } });
    expect(peticiones.map((p) => `${p.metodo} ${p.ruta}`)).not.toContain(
      'GET /api/usuarios/mostrarRadiologos',
    );
    expect(peticiones.at(-1)?.cuerpo).toEqual({ fecha: MANANA, hora: '12:00', idMedico: 5 });
  });
});
