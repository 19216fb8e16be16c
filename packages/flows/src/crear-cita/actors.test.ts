import { describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import { HOY, huecos, MANANA, medicos, paciente, radiologos } from '../../test/datos';
import { cita, servidor, usuariosMedicos, usuariosRadiologos } from '../../test/servidor';
import { actoresCrearCita } from './actors';
import { crearCitaMachine, horasRepetidas } from './machine';

describe('actores sobre @clinica/api-client', () => {
  it('crear cita por el id de un menor sin documento: su ficha, sin buscar documento', async () => {
    const { client, peticiones } = servidor({
      'GET /api/usuarios/mostrarPaciente/12': {
        cuerpo: {
          id: 12,
          nombre_completo: 'Martina Ruiz Calvo',
          tipo_documento: null,
          documento: null,
          dni: null,
        },
      },
      'GET /api/usuarios/mostrarRadiologos': { cuerpo: { usuarios: usuariosRadiologos } },
    });
    const actor = createActor(crearCitaMachine.provide({ actors: actoresCrearCita(client) }), {
      input: { hoy: HOY, idPaciente: 12 },
    }).start();
    await waitFor(actor, (s) => s.matches('asignarDatos'));
    expect(actor.getSnapshot().context.paciente).toEqual({
      id: 12,
      nombre_completo: 'Martina Ruiz Calvo',
      tipo_documento: null,
      documento: null,
    });
    expect(peticiones.map((p) => p.ruta)).not.toContain('/api/usuarios/buscarPorDni');
  });

  it('crear cita: DNI por consulta, huecos por radiólogo y día, y un hueco ocupado', async () => {
    let ocupado = true;
    const { client, peticiones } = servidor({
      'GET /api/usuarios/buscarPorDni?dni=12345678Z': { cuerpo: { usuarios: [paciente] } },
      'GET /api/usuarios/mostrarRadiologos': { cuerpo: { usuarios: usuariosRadiologos } },
      [`GET /api/citas/huecosLibres?fecha=${MANANA}&id_radiologo=2`]: { cuerpo: { huecos } },
      'POST /api/citas/guardar': () => {
        if (!ocupado) return { estado: 201, cuerpo: cita };
        ocupado = false;
        return {
          estado: 409,
          cuerpo: {
            message: 'Ese hueco ya está ocupado. Elige otra hora.',
            errores: { hora: 'Ese hueco ya está ocupado. Elige otra hora.' },
          },
        };
      },
    });
    const actor = createActor(crearCitaMachine.provide({ actors: actoresCrearCita(client) }), {
      input: { hoy: HOY },
    }).start();
    actor.send({ type: 'EDITAR', datos: { dni: '12345678z' } });
    actor.send({ type: 'CONTINUAR' });
    await waitFor(actor, (s) => s.context.profesionales.estado === 'lista');
    expect(actor.getSnapshot().context.profesionales.datos).toEqual(radiologos);
    actor.send({ type: 'EDITAR', datos: { fecha: MANANA, idProfesional: 2 } });
    await waitFor(actor, (s) => s.context.huecos.estado === 'lista');
    actor.send({ type: 'EDITAR', datos: { hora: '10:00' } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    await waitFor(actor, (s) => s.matches('asignarDatos') && s.context.huecos.estado === 'lista');
    expect(actor.getSnapshot().context.errores).toEqual({
      hora: 'Ese hueco ya está ocupado. Elige otra hora.',
    });
    actor.send({ type: 'EDITAR', datos: { hora: '12:00' } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    expect((await toPromise(actor)).num_cita).toBe('48213K');
    expect(peticiones.at(-1)?.cuerpo).toEqual({
      id_paciente: 7,
      id_radiologo: 2,
      fecha: MANANA,
      hora: '12:00',
    });
    // Dos envíos distintos (otra hora): dos claves.
    const envios = peticiones.filter((p) => p.ruta === '/api/citas/guardar');
    expect(envios.map((p) => p.clave)).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
    expect(envios[0]?.clave).not.toBe(envios[1]?.clave);
  });

  it('crear cita de medicina familiar: médicos, huecos por id_medico, citas del paciente y el cuerpo', async () => {
    const { client, peticiones } = servidor({
      'GET /api/usuarios/buscarPorDni?dni=12345678Z': { cuerpo: { usuarios: [paciente] } },
      'GET /api/usuarios/mostrarRadiologos': { cuerpo: { usuarios: usuariosRadiologos } },
      'GET /api/usuarios/mostrarMedicos': {
        cuerpo: { usuarios: usuariosMedicos },
      },
      'GET /api/citas/mostrarCitasDelPaciente/7': {
        cuerpo: [{ ...cita, fecha: MANANA, hora: '09:00', id_radiologo: null, id_medico: 4 }],
      },
      [`GET /api/citas/huecosLibres?fecha=${MANANA}&id_medico=4`]: { cuerpo: { huecos } },
      'POST /api/citas/guardar': { estado: 201, cuerpo: cita },
    });
    const actor = createActor(crearCitaMachine.provide({ actors: actoresCrearCita(client) }), {
      input: { hoy: HOY },
    }).start();
    actor.send({ type: 'EDITAR', datos: { dni: '12345678Z' } });
    actor.send({ type: 'CONTINUAR' });
    await waitFor(actor, (s) => s.context.citasDelPaciente.estado === 'lista');
    actor.send({ type: 'EDITAR', datos: { tipoCita: 'Presencial - Medicina familiar' } });
    await waitFor(actor, (s) => s.context.profesionales.datos.length === medicos.length);
    actor.send({ type: 'EDITAR', datos: { fecha: MANANA, idProfesional: 4 } });
    await waitFor(actor, (s) => s.context.huecos.estado === 'lista');
    expect(horasRepetidas(actor.getSnapshot().context)).toEqual(['09:00']);
    actor.send({ type: 'EDITAR', datos: { hora: '10:00' } });
    actor.send({ type: 'CONTINUAR' });
    actor.send({ type: 'CONFIRMAR' });
    await toPromise(actor);
    expect(peticiones.at(-1)?.cuerpo).toEqual({
      tipo_cita: 'Presencial - Medicina familiar',
      id_paciente: 7,
      id_medico: 4,
      fecha: MANANA,
      hora: '10:00',
    });
  });

  it('crear cita: un 404 al buscar por DNI es "no existe ningún paciente"', async () => {
    const { client } = servidor({
      'GET /api/usuarios/mostrarRadiologos': { cuerpo: { usuarios: usuariosRadiologos } },
    });
    const actor = createActor(crearCitaMachine.provide({ actors: actoresCrearCita(client) }), {
      input: { hoy: HOY },
    }).start();
    actor.send({ type: 'EDITAR', datos: { dni: '87654321X' } });
    actor.send({ type: 'CONTINUAR' });
    await waitFor(actor, (s) => s.matches({ busquedaPaciente: 'invalido' }));
    expect(actor.getSnapshot().context.errores).toEqual({
      dni: 'No existe ningún paciente con ese DNI.',
    });
  });
});
