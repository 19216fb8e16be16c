import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useAsistente, useRutaDelAsistente } from '../comun/useAsistente';
import type { PacienteCreado } from '../tipos';
import type { crearPacienteMachine, EventoCrearPaciente } from './machine';
import { PasoAsignarContrasena } from './PasoAsignarContrasena';
import { PasoInformacionPaciente } from './PasoInformacionPaciente';
import { PasoPacienteCreado } from './PasoPacienteCreado';
import { PasoResumenPaciente } from './PasoResumenPaciente';
import { pasoDeRutaCrearPaciente, rutaDelPasoCrearPaciente } from './rutas';

export interface CrearPacienteProps {
  /** `crearPacienteMachine.provide({ actors: { cargarProvincias, cargarPoblaciones, crearPaciente } })`. */
  machine: typeof crearPacienteMachine;
  /** `{ hoy }` de la clínica; por defecto, hoy en Europe/Madrid. */
  input?: { hoy?: string };
  /** Clave de sessionStorage para retomar tras una recarga (`claveDeFlujo('crearPaciente')`). */
  clavePersistencia?: string;
  /** Prefijo de las rutas del rol. @default '/administrativo' */
  base?: string;
  /** La ruta actual de la aplicación: si cambia (Atrás del navegador), se pide ese paso. */
  ruta?: string;
  /** Cada paso nuevo, con su ruta de §2.3 ('/administrativo/crearPaciente/crearPacientePaso2'). */
  onPasoCambiado?: (ruta: string) => void;
  /** 'Confirmar cancelación'. */
  onCancelar: () => void;
  /** El paciente ya está creado (la confirmación está a la vista). */
  onTerminar?: (paciente: PacienteCreado) => void;
  /** 'Ir a citas'. @default `${base}/citas` */
  citasHref?: string;
}

/** El asistente 'Crear paciente' conectado a su máquina. */
export function CrearPaciente({
  machine,
  input,
  clavePersistencia,
  base = '/administrativo',
  ruta,
  onPasoCambiado,
  onCancelar,
  onTerminar,
  citasHref = `${base}/citas`,
}: CrearPacienteProps) {
  const actor = useAsistente(machine, { clave: clavePersistencia, input });
  const s = useSelector(actor, (snapshot) => snapshot);
  const [intento, setIntento] = useState(0);
  useRutaDelAsistente(
    actor,
    { rutaDelPaso: rutaDelPasoCrearPaciente, pasoDeRuta: pasoDeRutaCrearPaciente },
    { base, ruta, onPasoCambiado },
  );

  const terminar = useRef(onTerminar);
  terminar.current = onTerminar;
  useEffect(() => {
    if (s.status === 'done') terminar.current?.(s.output);
  }, [s.status, s.output]);

  const send = (evento: EventoCrearPaciente) => {
    if (evento.type === 'CONTINUAR') setIntento((n) => n + 1);
    actor.send(evento);
  };
  const comun = { inicioHref: base, onCancelar };
  const { context: c } = s;

  if (s.status === 'done') {
    return <PasoPacienteCreado paciente={s.output} citasHref={citasHref} inicioHref={base} />;
  }
  if (s.matches('informacionPaciente')) {
    return (
      <PasoInformacionPaciente
        {...comun}
        datos={c.datos}
        errores={c.errores}
        error={c.error}
        provincias={c.provincias}
        poblaciones={c.poblaciones}
        invalido={s.matches({ informacionPaciente: 'invalido' })}
        intento={intento}
        hoy={c.hoy}
        send={send}
      />
    );
  }
  if (s.matches('asignarContrasena')) {
    return (
      <PasoAsignarContrasena
        {...comun}
        contrasena={c.contrasena ?? {}}
        errores={c.errores}
        error={c.error}
        invalido={s.matches({ asignarContrasena: 'invalido' })}
        intento={intento}
        send={send}
      />
    );
  }
  return (
    <PasoResumenPaciente
      {...comun}
      datos={c.datos}
      provincias={c.provincias.datos}
      enviando={s.matches('enviando')}
      error={c.error}
      send={send}
    />
  );
}
