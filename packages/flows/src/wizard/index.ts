// biome-ignore-all assist/source/organizeImports: las piezas van en el orden en que se escribe un asistente.
// La entrada `@clinica/flows/wizard`: las piezas con que están hechos los asistentes del kit, para
// escribir uno nuevo como ellos (el README del paquete, 'How to add a wizard').
import * as asistente from './machine';

// La tabla de pasos: cada paso una vez, con su estado, su ruta, su título y sus campos.
export { definirAsistente, estadoDePrimerNivel } from './steps';
export type { Asistente, DefinicionAsistente, Paso } from './steps';

// La máquina: guardas y acciones con nombre (`navegacion`) y las transiciones que todo asistente
// escribe igual, cuyos destinos pone cada máquina: `asistente.continuar('paso1', 'paso2', 'resumen')`.
export { asistente };
export { CONTEXTO_ASISTENTE, ETIQUETA_ESPERANDO, navegacion } from './machine';
export { ETIQUETA_ENVIANDO } from './persistencia';
export { respuestasDeCarga } from './cargas';
export type { ContextoAsistente, EventoNavegacion, ReglasDePaso } from './machine';

// Una Idempotency-Key por envío (docs/decisiones.md (36)).
export { cabeceraDeClave, nuevaClave } from './idempotencia';
export type { ConClave, CuerpoConClave } from './idempotencia';

// El contenedor: el gancho que une máquina, persistencia y ruta, y cómo empieza (retomar lo
// guardado u ofrecerlo, docs/decisiones.md (37)).
export { useAlTerminar, useIntentos } from './alTerminar';
export { reanudable } from './reanudar';
export { BASE_POR_DEFECTO, useAsistente } from './useAsistente';
export type { InicioDelAsistente } from './reanudar';
export type { PropsDeAsistente, RutasDelAsistente } from './useAsistente';

// Las pantallas: el marco de cada paso, sus props desde la tabla, y la confirmación.
export { erroresEnOrden } from './erroresDeCampo';
export { marcoDelPaso } from './marco';
export { PasoAsistente } from './PasoAsistente';
export { PasoTerminado } from './PasoTerminado';
export type { ErrorDeCampo } from './erroresDeCampo';
export type { PropsDePaso } from './marco';
export type { PasoAsistenteProps } from './PasoAsistente';
export type { PasoTerminadoProps } from './PasoTerminado';

// La persistencia en sessionStorage, nunca con contraseñas (docs/decisiones.md (10)).
export {
  borrarInstantanea,
  claveDeFlujo,
  crearActorPersistido,
  guardarInstantanea,
  instantaneaRetomable,
  leerInstantanea,
  olvidarAsistentesAjenos,
  persistir,
  sinContrasenas,
  trasElProximoDibujo,
  VERSION_PERSISTENCIA,
} from './persistencia';
export type { Almacen, Programar } from './persistencia';
