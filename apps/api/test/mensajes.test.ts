import { describe, expect, it } from 'vitest';
import { mensajeDeCita, mensajeDeEnlace } from '../src/correo/mensajes';

const cita = {
  num_cita: '48213K',
  fecha: '2026-12-03',
  hora: '10:00',
  especialidad: 'Medicina familiar',
  telefonica: true,
};
const URL = 'https://clinica.example/restablecer-contrasena?token=x';

/** What the clinic's e-mails say of the clinic and of a telephone cita, in correct Spanish. */
describe('the e-mails', () => {
  it("name a clinic without a name yet as 'la clínica', never 'La clínica' mid-sentence", () => {
    const sinNombre = mensajeDeEnlace('invitacion', 'Ana', URL, {
      nombre: '',
      direccion: '',
      telefono: '',
    });
    expect(sinNombre.asunto).toBe('Te damos de alta en la clínica');
    expect(sinNombre.texto).toContain('Ya tienes una cuenta en la clínica. Para entrar');
    const conNombre = mensajeDeEnlace('invitacion', 'Ana', URL, {
      nombre: 'Clínica San Rafael',
      direccion: '',
      telefono: '',
    });
    expect(conNombre.asunto).toBe('Te damos de alta en Clínica San Rafael');
    expect(conNombre.texto).toContain('Ya tienes una cuenta en Clínica San Rafael. Para entrar');
  });

  it("end a sentence once after a name that ends in a full stop ('S.L.', not 'S.L..')", () => {
    const mensaje = mensajeDeEnlace('invitacion', 'Ana', URL, {
      nombre: 'Policlínica del Sur S.L.',
      direccion: '',
      telefono: '',
    });
    expect(mensaje.texto).toContain('Ya tienes una cuenta en Policlínica del Sur S.L. Para entrar');
    expect(mensaje.texto).not.toContain('S.L..');
    expect(mensaje.html).not.toContain('S.L..');
  });

  it('promise a call for a telephone cita booked, never for one annulled', () => {
    const clinica = {
      nombre: 'Clínica San Rafael',
      direccion: 'Calle Mayor 1',
      telefono: '910000000',
    };
    expect(mensajeDeCita('reservada', 'Ana', cita, clinica).texto).toContain(
      'Es una cita telefónica: te llamaremos al teléfono que nos diste.',
    );
    const anulada = mensajeDeCita('anulada', 'Ana', cita, clinica).texto;
    expect(anulada).not.toContain('te llamaremos al teléfono');
    expect(anulada).toContain('Era una cita telefónica: ya no te llamaremos.');
  });
});
