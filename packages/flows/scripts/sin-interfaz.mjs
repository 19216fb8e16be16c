#!/usr/bin/env node
// @clinica/flows sin interfaz: importa las entradas construidas `@clinica/flows/maquinas` y
// `@clinica/flows/portadas` en Node, sin DOM, con React, las pantallas, los iconos y las hojas de
// estilo prohibidos, y lleva el flujo de inicio de sesión de principio a fin con sus actores de
// verdad sobre un cliente de @clinica/api-client (un `fetch` que responde como el servidor). Falla
// si algo de la interfaz se cuela en una entrada o si la máquina no llega a su final.
import assert from 'node:assert/strict';
import { register } from 'node:module';

const PROHIBIDOS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@xstate/react',
  '@clinica/ui',
  'lucide-react',
  'react-aria',
  'react-aria-components',
  'pdf-lib',
  'dicom-parser',
  '@cornerstonejs/codec-libjpeg-turbo-8bit/decodewasmjs',
  '@cornerstonejs/codec-charls/decodewasmjs',
  '@cornerstonejs/codec-openjpeg/decodewasmjs',
  '@cornerstonejs/codec-openjph/wasmjs',
  'jpeg-lossless-decoder-js',
];
const ganchos = `
const PROHIBIDOS = ${JSON.stringify(PROHIBIDOS)};
export async function resolve(especificador, contexto, siguiente) {
  if (PROHIBIDOS.includes(especificador) || especificador.endsWith('.css')) {
    throw new Error('@clinica/flows/maquinas importa ' + especificador + ' (desde ' + contexto.parentURL + ')');
  }
  return siguiente(especificador, contexto);
}`;
register(`data:text/javascript,${encodeURIComponent(ganchos)}`, import.meta.url);

assert.equal(typeof globalThis.document, 'undefined', 'esta comprobación corre sin DOM');
assert.equal(typeof globalThis.window, 'undefined', 'esta comprobación corre sin DOM');

const { createActor, waitFor } = await import('xstate');
const { createClinicaClient } = await import('@clinica/api-client');
const maquinas = await import('../dist/maquinas.js');
const { actoresLogin, loginMachine } = maquinas;
// La portada de cada rol tiene su propia entrada, tan libre de interfaz como esta.
const { inicioDelRol } = await import('../dist/roles/portadas.js');

// Un servidor de mentira: el primer intento es una contraseña equivocada, el segundo entra.
const peticiones = [];
const usuario = { id: 7, rol: 3, nombre: 'Lucía', apellidos: 'Martín Gómez', id_rol: 2 };
const cliente = createClinicaClient({
  baseUrl: 'http://clinica.invalid',
  fetch: async (peticion) => {
    const cuerpo = await peticion.json();
    peticiones.push(`${peticion.method} ${new URL(peticion.url).pathname} ${cuerpo.email}`);
    const bien = cuerpo.password === 'Radiografia-2026';
    return new Response(
      JSON.stringify(
        bien
          ? { error: false, token: 'un-token', user: usuario }
          : { message: 'Correo electrónico o contraseña incorrectos.' },
      ),
      { status: bien ? 200 : 401, headers: { 'content-type': 'application/json' } },
    );
  },
});

const actor = createActor(loginMachine.provide({ actors: actoresLogin(cliente) })).start();
actor.send({ type: 'EDITAR', datos: { email: 'lucia@clinica.es', password: 'equivocada1' } });
actor.send({ type: 'ENVIAR' });
await waitFor(actor, (estado) => estado.matches('formulario') && Boolean(estado.context.error));
assert.equal(
  actor.getSnapshot().context.error,
  'El correo electrónico o la contraseña no son correctos.',
);
actor.send({ type: 'EDITAR', datos: { password: 'Radiografia-2026' } });
actor.send({ type: 'ENVIAR' });
const final = await waitFor(actor, (estado) => estado.status === 'done', { timeout: 5000 });
assert.deepEqual(final.output, { token: 'un-token', user: usuario });
assert.deepEqual(peticiones, [
  'POST /api/iniciarSesion lucia@clinica.es',
  'POST /api/iniciarSesion lucia@clinica.es',
]);
assert.equal(inicioDelRol(final.output.user.rol), '/medico');

// Cada máquina de la entrada es una máquina de XState que se puede proveer de actores.
const nombres = Object.keys(maquinas).filter((nombre) => /Machine$/.test(nombre));
assert.ok(nombres.length >= 12, `solo ${nombres.length} máquinas en la entrada`);
for (const nombre of nombres) {
  assert.equal(typeof maquinas[nombre].provide, 'function', `${nombre} no es una máquina`);
}
console.log(
  `✔ @clinica/flows/maquinas en Node sin DOM ni React: ${nombres.length} máquinas; ` +
    'el inicio de sesión llega a su final con sus actores',
);
