import type {
  EntradaDeActividad,
  RegistroDeActividad as Registro,
  TipoDeActividad,
} from '@clinica/api-client';
import { NOMBRES_DE_ROL, ROL } from '@clinica/api-client/reglas';
import {
  Button,
  DataTable,
  type DataTableCardLayout,
  type DataTableColumn,
  EmptyState,
  LinkButton,
  PageHeader,
  Select,
  SelectItem,
  Skeleton,
  SkeletonBlock,
} from '@clinica/ui';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { TEXTOS_REGISTRO as T } from '../agenda/texts';
import { BotonDescargar } from '../descargas/BotonDescargar';
import { TEXTOS_DESCARGAS } from '../descargas/texts';
import { FalloAlCargar } from '../errores/FalloAlCargar';
import { fechaHoraLegible } from '../personal/datos';
import * as styles from '../wizard/PasoAsistente.css';
import * as estilos from './RegistroDeActividad.css';

export interface RegistroDeActividadProps {
  /** Una página del registro; sin ella (`undefined`) se está cargando. */
  registro: Registro | undefined;
  /** El fallo al cargarla; tiene preferencia sobre `registro`. */
  error?: string;
  onReintentar?: () => void;
  /** La página a la vista, desde 1 (25 filas cada una, la más reciente antes). */
  pagina: number;
  onPagina: (pagina: number) => void;
  /** Qué cambios se muestran: los del personal y la agenda, los de las citas, o todos. */
  tipo?: TipoDeActividad;
  /** Cambiar de tipo (vuelve a la primera página); sin él no se ofrece el filtro. */
  onTipo?: (tipo: TipoDeActividad | undefined) => void;
  /**
   * 'Descargar CSV': pide la hoja de cálculo de todo el registro (no solo esta página) y la
   * guarda (`descargarRegistroCsv(client)`); sin él, no se ofrece.
   */
  onDescargarCsv?: () => Promise<void>;
  /**
   * Adónde lleva el número de la cita de un cambio, mientras la cita existe (el servidor da
   * entonces sus ids): la página de sus detalles, p. ej.
   * `/administrativo/citas/detalle?idCita=…&idPaciente=…`. Sin él, el número no es un enlace.
   */
  enlaceDeCita?: (cita: CitaDelRegistro) => string;
}

/** Lo que el registro dice de la cita de un cambio mientras existe: lo que su página pide. */
export interface CitaDelRegistro {
  id_cita: number;
  id_paciente: number;
  num_cita: string;
}

const TIPOS = (['todo', 'personal_y_agenda', 'citas'] as const).map((id) => ({
  id,
  texto: T.tipos[id],
}));

/** Sobre qué: el nombre que guarda el servidor, o el tipo y su id. */
const sobreQue = (e: EntradaDeActividad) =>
  e.descripcion ??
  (e.id_registro ? `${T.entidades[e.entidad]} ${e.id_registro}` : T.entidades[e.entidad]);

/** Quién, con su rol; un paciente que cambió su cita, sin su nombre (la cita dice de quién). */
function quien(e: EntradaDeActividad): string {
  if (e.quien === null) return e.rol_quien === ROL.paciente ? T.elPaciente : T.lineaDeOrdenes;
  // A server of an older contract may not say the role: the name alone.
  const rol = e.rol_quien ? NOMBRES_DE_ROL[e.rol_quien] : undefined;
  return rol ? `${e.quien} (${rol.toLowerCase()})` : e.quien;
}

/** Qué hizo: mover una cita no es 'Cambió'; guardar su diagnóstico o su informe, 'Guardó'. */
function accion(e: EntradaDeActividad): string {
  if (e.entidad === 'cita') return T.accionesDeCita[e.accion] ?? T.acciones[e.accion];
  if (e.entidad === 'diagnostico' || e.entidad === 'informe') return T.guardo;
  return T.acciones[e.accion];
}

/** De una cita, de qué a qué (en palabras del servidor); de una persona, qué campos. */
function detalle(e: EntradaDeActividad): string {
  if (e.cambio) return e.cambio;
  return e.campos.length > 0
    ? e.campos.map((campo) => T.nombresDeCampo[campo] ?? campo).join(', ')
    : T.ninguno;
}

/** La cita de un cambio, si aún existe (el servidor solo da sus ids entonces). */
function citaDe(e: EntradaDeActividad): CitaDelRegistro | undefined {
  const { id_cita, id_paciente, num_cita } = e;
  return id_cita !== undefined && id_paciente !== undefined && num_cita !== undefined
    ? { id_cita, id_paciente, num_cita }
    : undefined;
}

/**
 * Sobre qué, con la cita como enlace a su página: 'Cita 48213K' entera, y de 'Diagnóstico de la
 * cita 48213K' solo 'cita 48213K', así el nombre del enlace dice qué cita abre y no promete el
 * diagnóstico.
 */
function sobreQueConEnlace(
  e: EntradaDeActividad,
  enlaceDeCita: (cita: CitaDelRegistro) => string,
): ReactNode {
  const texto = sobreQue(e);
  const cita = citaDe(e);
  if (!cita) return texto;
  const nombre = `${T.entidades.cita} ${cita.num_cita}`.toLocaleLowerCase('es');
  const donde = texto.toLocaleLowerCase('es').lastIndexOf(nombre);
  // Otras palabras del servidor: todo el texto es el enlace.
  const desde = donde >= 0 && donde + nombre.length === texto.length ? donde : 0;
  return (
    <>
      {texto.slice(0, desde)}
      <LinkButton
        href={enlaceDeCita(cita)}
        variant="ghost"
        size="small"
        className={estilos.enlaceDeCita}
      >
        {texto.slice(desde)}
      </LinkButton>
    </>
  );
}

// En el orden del servidor (la más reciente antes): ordenar solo una página engañaría.
const COLUMNAS: DataTableColumn<EntradaDeActividad>[] = [
  {
    id: 'cuando',
    header: T.cuando,
    accessor: (e) => e.fecha,
    allowsSorting: false,
    cell: (e) => fechaHoraLegible(e.fecha),
  },
  { id: 'quien', header: T.quien, accessor: quien, isRowHeader: true, allowsSorting: false },
  { id: 'accion', header: T.accion, accessor: accion, allowsSorting: false },
  { id: 'sobreQue', header: T.sobreQue, accessor: sobreQue, allowsSorting: false },
  { id: 'detalle', header: T.detalle, accessor: detalle, allowsSorting: false },
];

/** Un cambio en una pantalla estrecha: quién, qué hizo, cuándo, sobre qué y el detalle. */
const TARJETA: DataTableCardLayout<EntradaDeActividad> = {
  title: 'quien',
  headingLevel: 2,
  lead: 'accion',
  details: ['cuando', 'sobreQue', 'detalle'],
};

/** Las columnas, con 'Sobre qué' enlazando la cita de cada cambio cuando se sabe adónde. */
function columnasCon(enlaceDeCita: ((cita: CitaDelRegistro) => string) | undefined) {
  if (!enlaceDeCita) return COLUMNAS;
  return COLUMNAS.map((columna) =>
    columna.id === 'sobreQue'
      ? { ...columna, cell: (e: EntradaDeActividad) => sobreQueConEnlace(e, enlaceDeCita) }
      : columna,
  );
}

/**
 * 'Registro de actividad', del responsable: cada cambio del personal, de la agenda y de las citas
 * (crearlas, moverlas, cancelarlas con su motivo, darlas por cumplidas: docs/decisiones.md (55)),
 * quién lo hizo y cuándo, de 25 en 25 del más reciente al más antiguo; se puede ver solo un tipo.
 * En pantallas anchas, la tabla; en estrechas, una tarjeta por cambio. Con `enlaceDeCita`, la
 * cita de un cambio (mientras existe) abre su página.
 */
export function RegistroDeActividad({
  registro,
  error,
  onReintentar,
  pagina,
  onPagina,
  tipo,
  onTipo,
  onDescargarCsv,
  enlaceDeCita,
}: RegistroDeActividadProps) {
  const columnas = useMemo(() => columnasCon(enlaceDeCita), [enlaceDeCita]);
  let contenido: ReactNode;
  if (error) {
    contenido = (
      <FalloAlCargar mensaje={error} onReintentar={onReintentar} reintentar={T.reintentar} />
    );
  } else if (registro === undefined) {
    contenido = (
      <Skeleton label={T.cargando}>
        {Array.from({ length: 5 }, (_, fila) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: filas de relleno idénticas.
          <SkeletonBlock key={fila} shape="rect" height={36} />
        ))}
      </Skeleton>
    );
  } else if (registro.entradas.length === 0 && pagina === 1) {
    contenido = (
      <EmptyState
        title={tipo ? T.vacioDelTipo : T.vacio}
        icon={<History size={32} aria-hidden="true" />}
      />
    );
  } else {
    contenido = (
      <>
        <DataTable
          label={T.titulo}
          data={registro.entradas}
          columns={columnas}
          getRowId={(e) => String(e.id)}
          showFilter={false}
          showPaging={false}
          showInfo={false}
          showSort={false}
          card={TARJETA}
        />
        {(pagina > 1 || registro.hayMas) && (
          <nav aria-label={T.paginas} className={styles.botonera}>
            {pagina > 1 && (
              <Button
                variant="secondary"
                icon={<ChevronLeft size={16} aria-hidden="true" />}
                onPress={() => onPagina(pagina - 1)}
              >
                {T.masRecientes}
              </Button>
            )}
            <span aria-current="page">{T.pagina(pagina)}</span>
            {registro.hayMas && (
              <Button
                variant="secondary"
                icon={<ChevronRight size={16} aria-hidden="true" />}
                onPress={() => onPagina(pagina + 1)}
              >
                {T.masAntiguas}
              </Button>
            )}
          </nav>
        )}
      </>
    );
  }
  return (
    <div className={styles.paso}>
      <PageHeader title={T.titulo} />
      <p className={styles.texto}>{T.introduccion}</p>
      {onTipo && (
        <Select
          label={T.mostrar}
          items={TIPOS}
          selectedKey={tipo ?? 'todo'}
          onSelectionChange={(clave) =>
            onTipo(clave === 'citas' || clave === 'personal_y_agenda' ? clave : undefined)
          }
          className={estilos.filtro}
        >
          {(t) => <SelectItem id={t.id}>{t.texto}</SelectItem>}
        </Select>
      )}
      {onDescargarCsv && registro && registro.entradas.length > 0 && !error && (
        <BotonDescargar
          texto={TEXTOS_DESCARGAS.csv}
          etiqueta={TEXTOS_DESCARGAS.csvDe(T.todoElRegistro)}
          descargar={onDescargarCsv}
        />
      )}
      {contenido}
    </div>
  );
}
