import ICAL from 'ical.js';
import { citaDeRadiologia, crearPaciente } from './api';
import { ultimoEnlace, ultimoMensaje } from './correo';
import { expect, test } from './fixtures';

/**
 * E-mail against the journeys' real server, which writes each message as an .eml file
 * (docs/correo.md): a patient asks for a new password and the link of the message sets it; a
 * booking's message carries a calendar invitation that a parser reads, with its reminder. The
 * pages that show these are the app's; here the server's side, through its API.
 */

const ANTES = 'Faro-de-Poniente-2026';
const DESPUES = 'una frase nueva que solo yo sé';
const datos = {
  nombre: 'Elena',
  primer_apellido: 'Correo',
  fecha_nacimiento: '1979-02-11',
  telefono: '644556677',
  password: ANTES,
  sexo: 'Mujer' as const,
  provincia: 'Madrid',
  poblacion: 'Getafe',
  cp: '28901',
  direccion: 'Calle Madrid',
  numero: '3',
};

test('una paciente pide una contraseña nueva; el enlace del mensaje la pone y la vieja deja de valer', async ({
  request,
  servidor,
}) => {
  const paciente = await crearPaciente(request, 'recuperar', datos);
  const pedida = await request.post('/api/contrasena/recuperar', {
    data: { email: paciente.email },
  });
  expect(pedida.status()).toBe(202);
  const enlace = await ultimoEnlace(servidor, paciente.email);
  expect(enlace).toMatch(/^\/restablecer-contrasena\?token=[\w-]{20,}$/);
  const token = new URLSearchParams(enlace.split('?')[1]).get('token');
  const puesta = await request.post('/api/contrasena/restablecer', {
    data: { token, password: DESPUES },
  });
  expect(puesta.status(), await puesta.text()).toBe(204);
  const entrar = (password: string) =>
    request.post('/api/iniciarSesion', { data: { email: paciente.email, password } });
  expect((await entrar(ANTES)).status()).toBe(401);
  expect((await entrar(DESPUES)).status()).toBe(200);
});

test('la reserva de una cita llega a la paciente con una invitación de calendario y su aviso', async ({
  request,
  servidor,
}) => {
  const paciente = await crearPaciente(request, 'invitacion', datos);
  const cita = await citaDeRadiologia(request, paciente.id, (huecos) => huecos[0]);
  await expect
    .poll(() => ultimoMensaje(servidor, paciente.email), { timeout: 15_000 })
    .toBeTruthy();
  const mensaje = ultimoMensaje(servidor, paciente.email) ?? '';
  const ics = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(mensaje)?.[0] ?? '';
  const calendario = new ICAL.Component(ICAL.parse(ics));
  expect(calendario.getFirstPropertyValue('method')).toBe('REQUEST');
  const vevent = calendario.getFirstSubcomponent('vevent');
  expect(vevent?.getFirstPropertyValue('uid')).toBe(`cita-${cita.num}@clinica`);
  expect(vevent?.getFirstPropertyValue('sequence')).toBe(0);
  expect(vevent?.getAllSubcomponents('valarm').length).toBeGreaterThan(0);
  expect(mensaje).toContain('Tipo de cita: Radiología');
});
