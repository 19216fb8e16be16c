import type { FichaPaciente, ListaPacientes } from '@clinica/api-client';
import {
  Button,
  DataTable,
  type DataTableCardLayout,
  type DataTableColumn,
  type DataTableRowAction,
  EmptyState,
  LinkButton,
  PageHeader,
  SearchField,
  Skeleton,
  SkeletonBlock,
} from '@clinica/ui';
import { CalendarPlus, Pencil, UserPlus, Users } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { BotonDescargar } from '../descargas/BotonDescargar';
import { TEXTOS_DESCARGAS } from '../descargas/texts';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { comoFallo, estadoDelFallo, mensajeDeFallo } from '../errores/fallos';
import { fechaLegible } from '../fechas/fechas';
import * as styles from '../wizard/PasoAsistente.css';
import * as estilos from './BuscarPaciente.css';
import { TEXTOS_BUSCAR_PACIENTE as T } from './texts';

export interface BuscarPacienteProps {
  /** Lo buscado (`?q=`); '' antes de buscar. */
  busqueda: string;
  /** La página de resultados; sin ella (`undefined`), buscando. */
  lista: ListaPacientes | undefined;
  /** El fallo al buscar (un `ClinicaApiError` o su forma); tiene preferencia sobre `lista`. */
  error?: unknown;
  onReintentar?: () => void;
  /** Buscar otro texto (ya recortado, de 2 caracteres o más), desde la página 1. */
  onBuscar: (q: string) => void;
  onPagina: (pagina: number) => void;
  /** 'Editar': la ficha del paciente. */
  onEditar: (paciente: FichaPaciente) => void;
  /** 'Dar cita': crear cita con este paciente. */
  onDarCita: (paciente: FichaPaciente) => void;
  /** 'Crear paciente', ofrecido cuando no se encuentra a nadie. */
  crearPacienteHref?: string;
  /**
   * 'Descargar CSV' bajo los resultados: pide la hoja de cálculo de todos los encontrados (todas
   * las páginas) y la guarda (`descargarPacientesCsv(client)`); sin él, no se ofrece.
   */
  onDescargarCsv?: (q: string) => Promise<void>;
}

// En el orden del servidor (apellidos y nombre): ordenar solo una página engañaría.
const COLUMNAS: DataTableColumn<FichaPaciente>[] = [
  {
    id: 'nombre',
    header: T.nombre,
    accessor: 'nombre_completo',
    isRowHeader: true,
    allowsSorting: false,
  },
  { id: 'documento', header: T.documento, accessor: 'documento', allowsSorting: false },
  {
    id: 'fechaNacimiento',
    header: T.fechaNacimiento,
    accessor: (p) => fechaLegible(p.fecha_nacimiento),
    allowsSorting: false,
  },
  { id: 'telefono', header: T.telefono, accessor: 'telefono', allowsSorting: false },
  { id: 'email', header: T.email, accessor: 'email', allowsSorting: false },
];

/** Un paciente en una pantalla estrecha: su nombre, su documento y cómo localizarlo. */
const TARJETA: DataTableCardLayout<FichaPaciente> = {
  title: 'nombre',
  headingLevel: 2,
  lead: 'documento',
  details: ['fechaNacimiento', 'telefono', 'email'],
};

/** Lo que se puede buscar: 2 caracteres o más, sin contar los espacios de los extremos. */
export function validarBusquedaDePacientes(q: string): string | undefined {
  return q.trim().length < 2 ? T.minimo : undefined;
}

/**
 * 'Pacientes' (docs/decisiones.md (51)): el mostrador busca a un paciente por su nombre, sus
 * apellidos, su documento (DNI, NIE o pasaporte), su teléfono o su fecha de nacimiento, sin distinguir tildes ni
 * mayúsculas; el servidor da los resultados por páginas. Por fila, 'Editar' y 'Dar cita'. En
 * pantallas anchas, la tabla; en estrechas, una tarjeta por paciente.
 */
export function BuscarPaciente({
  busqueda,
  lista,
  error,
  onReintentar,
  onBuscar,
  onPagina,
  onEditar,
  onDarCita,
  crearPacienteHref,
  onDescargarCsv,
}: BuscarPacienteProps) {
  const [texto, setTexto] = useState(busqueda);
  const [errorCampo, setErrorCampo] = useState<string | undefined>(undefined);
  useEffect(() => {
    setTexto(busqueda);
    setErrorCampo(undefined);
  }, [busqueda]);

  const buscar = () => {
    const mensaje = validarBusquedaDePacientes(texto);
    setErrorCampo(mensaje);
    if (!mensaje) onBuscar(texto.trim());
  };

  // Un 400 del servidor sobre `q` es un mensaje del campo, no un fallo de la página.
  const errorDeQ = estadoDelFallo(error) === 400 ? comoFallo(error)?.errores?.q : undefined;
  const mensajeCampo = errorCampo ?? errorDeQ;

  const accionesDe = (paciente: FichaPaciente): DataTableRowAction[] => [
    {
      id: 'editar',
      label: T.editarA(paciente.nombre_completo),
      text: T.editar,
      icon: <Pencil size={16} aria-hidden="true" />,
      onAction: () => onEditar(paciente),
    },
    {
      id: 'darCita',
      label: T.darCitaA(paciente.nombre_completo),
      text: T.darCita,
      icon: <CalendarPlus size={16} aria-hidden="true" />,
      onAction: () => onDarCita(paciente),
    },
  ];

  let contenido: ReactNode;
  if (busqueda === '' || errorDeQ) {
    contenido = <p className={styles.texto}>{T.inicio}</p>;
  } else if (error) {
    contenido = (
      <FalloAlCargar
        mensaje={mensajeDeFallo(error)}
        onReintentar={onReintentar}
        reintentar={T.reintentar}
      />
    );
  } else if (lista === undefined) {
    contenido = (
      <Skeleton label={T.cargando}>
        {Array.from({ length: 4 }, (_, fila) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: filas de relleno idénticas.
          <SkeletonBlock key={fila} shape="rect" height={36} />
        ))}
      </Skeleton>
    );
  } else if (lista.pacientes.length === 0) {
    contenido = (
      <EmptyState
        title={T.sinResultados(busqueda)}
        text={T.sinResultadosAyuda}
        icon={<Users size={32} aria-hidden="true" />}
        action={
          crearPacienteHref ? (
            <LinkButton
              href={crearPacienteHref}
              variant="secondary"
              icon={<UserPlus size={18} aria-hidden="true" />}
            >
              {T.crearPaciente}
            </LinkButton>
          ) : undefined
        }
      />
    );
  } else {
    const paginas = Math.max(1, Math.ceil(lista.total / lista.por_pagina));
    const desde = (lista.pagina - 1) * lista.por_pagina + 1;
    const hasta = desde + lista.pacientes.length - 1;
    contenido = (
      <>
        <DataTable
          label={T.titulo}
          data={lista.pacientes}
          columns={COLUMNAS}
          getRowId={(p) => String(p.id)}
          // La búsqueda y las páginas son del servidor; la tabla muestra la página que llega.
          showFilter={false}
          showPaging={false}
          showInfo={false}
          showSort={false}
          rowActions={accionesDe}
          texts={{ actions: T.acciones }}
          card={TARJETA}
        />
        <nav aria-label={T.paginas} className={estilos.paginas}>
          <p className={styles.texto}>{T.mostrando(desde, hasta, lista.total)}</p>
          {paginas > 1 && (
            <div className={estilos.botonesDePagina}>
              <Button
                variant="secondary"
                size="small"
                isDisabled={lista.pagina <= 1}
                onPress={() => onPagina(lista.pagina - 1)}
              >
                {T.anterior}
              </Button>
              <span aria-current="page">{T.pagina(lista.pagina, paginas)}</span>
              <Button
                variant="secondary"
                size="small"
                isDisabled={lista.pagina >= paginas}
                onPress={() => onPagina(lista.pagina + 1)}
              >
                {T.siguiente}
              </Button>
            </div>
          )}
        </nav>
        {onDescargarCsv && (
          <BotonDescargar
            texto={TEXTOS_DESCARGAS.csv}
            etiqueta={TEXTOS_DESCARGAS.csvDe(T.todosLosEncontrados(lista.total))}
            descargar={() => onDescargarCsv(busqueda)}
          />
        )}
      </>
    );
  }

  return (
    <div className={styles.paso}>
      <PageHeader title={T.titulo} />
      <p className={styles.texto}>{T.introduccion}</p>
      <search className={estilos.busqueda}>
        <SearchField
          className={estilos.campo}
          label={T.campo}
          description={T.ayuda}
          value={texto}
          onChange={(valor) => {
            setTexto(valor);
            setErrorCampo(undefined);
          }}
          onSubmit={buscar}
          isInvalid={Boolean(mensajeCampo)}
          errorMessage={mensajeCampo}
          validationBehavior="aria"
        />
        <div className={estilos.boton}>
          <Button onPress={buscar}>{T.buscar}</Button>
        </div>
      </search>
      {/* El número de resultados se anuncia al llegar; la tabla no lo dice por sí sola. */}
      <p role="status" className={styles.texto}>
        {busqueda !== '' && !error && lista ? T.encontrados(lista.total) : ''}
      </p>
      {contenido}
    </div>
  );
}
