import type { Readable } from 'node:stream';
import type { CitaListado, DatosDelPaciente, ImagenExportada } from '@clinica/api-client';
import {
  archivoDelResultado,
  crearPdf,
  datosDelResultado,
  formatoDibujable,
  type ImagenEnPdf,
} from '@clinica/api-client/pdf';
import { relojDePared } from '@clinica/api-client/reglas';
import type { Kysely } from 'kysely';
import { todosLosAccesos } from '../audit';
import { datosDeLaClinica } from '../db/queries/agenda';
import { todasLasCitasDelPaciente } from '../db/queries/citas';
import {
  diagnosticosDelPaciente,
  imagenesDelPaciente,
  informesDelPaciente,
  recordatoriosDe,
} from '../db/queries/datos-del-paciente';
import { fichaPaciente } from '../db/queries/pacientes';
import type { Database } from '../db/schema';
import { wallClock } from '../domain/clinic-time';
import { MENSAJES, notFound } from '../http/errors';
import type { Storage } from '../uploads/storage';
import { type ArchivoDelZip, zipEnFlujo } from './zip';

/**
 * A patient's data, theirs to take (RGPD arts. 15 and 20; docs/datos-del-paciente.md): one .zip
 * with `datos.json` (the contract's `DatosDelPaciente`), each diagnosis's and report's PDF (the
 * layout the browser uses, `@clinica/api-client/pdf`), every image as it was uploaded and a
 * `LEEME.txt`. Everything but the files' bytes is read before the answer starts, and the store is
 * asked for every image then: a store that does not answer is a 503 before anything is sent.
 */

export interface ExportarDeps {
  db: Kysely<Database>;
  storage: Storage;
  timeZone: string;
  clock: () => Date;
}

export interface DatosExportados {
  /** 'datos-paciente-7-2026-11-24.zip'. */
  nombre: string;
  /** The .zip, written as it is read. */
  zip: Readable;
  /** datos.json, as it goes inside (the tests read it). */
  datos: DatosDelPaciente;
}

/** Images the PDF draws; any other kind goes beside it as a file only. */
const DIBUJABLES = new Set(['image/png', 'image/jpeg']);
/** Compressed already: stored in the .zip as they are. */
const YA_COMPRIMIDOS = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** A name that is one harmless path segment in any system's file browser. */
export function nombreSeguro(nombre: string): string {
  const limpio = nombre
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what goes.
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 100);
  return limpio || 'imagen';
}

const aIso = (momento: Date | string) => new Date(momento).toISOString();
/** A name the database wrote with `concat_ws` over a missing person is empty: none. */
const nombreONulo = (nombre: string | null) => (nombre?.trim() ? nombre : null);

function leeme(clinica: string, generado: Date, timeZone: string): string {
  const { dia, mes, anio, hora, minuto } = relojDePared(generado, timeZone);
  return [
    `Tus datos${clinica ? ` en ${clinica}` : ''}`,
    `Copia hecha el ${dia}/${mes}/${anio} a las ${hora}:${minuto}.`,
    '',
    'datos.json: todos tus datos en un formato que otro programa puede leer (JSON): tu ficha, tus',
    '  citas, tus diagnósticos, tus informes con sus imágenes y quién del personal de la clínica ha',
    '  visto o cambiado tus datos, y cuándo.',
    'diagnosticos/: el PDF de cada diagnóstico.',
    'informes/: el PDF de cada informe de radiología, con sus imágenes.',
    'imagenes/: las imágenes de tus pruebas tal como se guardaron, en una carpeta por cita.',
    '',
  ].join('\r\n');
}

async function bytesDe(flujo: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const trozos: Uint8Array[] = [];
  for await (const trozo of flujo) trozos.push(trozo);
  return Buffer.concat(trozos);
}

export async function exportarDatosDelPaciente(
  deps: ExportarDeps,
  idPaciente: number,
): Promise<DatosExportados> {
  const { db, storage, timeZone } = deps;
  const paciente = await fichaPaciente(db, idPaciente);
  if (!paciente) throw notFound(MENSAJES.pacienteNoExiste);
  const generado = deps.clock();
  const [clinica, recordatorios, citas, diagnosticos, informes, imagenes, accesos] =
    await Promise.all([
      datosDeLaClinica(db),
      recordatoriosDe(db, idPaciente),
      todasLasCitasDelPaciente(db, idPaciente),
      diagnosticosDelPaciente(db, idPaciente),
      informesDelPaciente(db, idPaciente),
      imagenesDelPaciente(db, idPaciente),
      todosLosAccesos(db, idPaciente, timeZone),
    ]);
  // Asked now, before any byte: a store out of reach answers 503 here (AlmacenNoDisponible).
  const guardadas = await Promise.all(imagenes.map((imagen) => storage.has(imagen.archivo)));

  const citaPorId = new Map<number, CitaListado>(citas.map((cita) => [cita.id, cita]));
  const usados = new Set<string>();
  /** A path not yet in the .zip: a second one of the same name gets its id. */
  const ruta = (carpeta: string, nombre: string, id: number) => {
    let camino = `${carpeta}/${nombre}`;
    if (usados.has(camino)) camino = `${carpeta}/${id}-${nombre}`;
    usados.add(camino);
    return camino;
  };

  // Each image's place in the .zip: imagenes/<num_cita>/<n>-<name>.
  const porInforme = new Map<number, ImagenExportada[]>();
  const archivoDe = new Map<number, string>();
  const enCita = new Map<number, number>();
  for (const [indice, imagen] of imagenes.entries()) {
    const cita = citaPorId.get(imagen.id_cita);
    const orden = (enCita.get(imagen.id_cita) ?? 0) + 1;
    enCita.set(imagen.id_cita, orden);
    const archivo = guardadas[indice]
      ? ruta(
          `imagenes/${nombreSeguro(cita?.num_cita ?? String(imagen.id_cita))}`,
          `${orden}-${nombreSeguro(imagen.nombre_imagen)}`,
          imagen.id_imagen,
        )
      : null;
    if (archivo) archivoDe.set(imagen.id_imagen, archivo);
    const lista = porInforme.get(imagen.id_informe) ?? [];
    lista.push({
      id_imagen: imagen.id_imagen,
      nombre_imagen: imagen.nombre_imagen,
      tipo: imagen.mime,
      tamano: imagen.tamano,
      nota: imagen.nota,
      creado_en: aIso(imagen.creado_en),
      archivo,
    });
    porInforme.set(imagen.id_informe, lista);
  }

  const pdfDe = (idCita: number) => {
    const cita = citaPorId.get(idCita);
    return cita
      ? ruta(
          cita.tipo_cita === 'Radiologia' ? 'informes' : 'diagnosticos',
          archivoDelResultado(cita),
          idCita,
        )
      : undefined;
  };

  const datos: DatosDelPaciente = {
    formato: 1,
    generado: generado.toISOString(),
    clinica: { nombre: clinica.nombre, direccion: clinica.direccion, telefono: clinica.telefono },
    paciente,
    recordatorios,
    citas,
    diagnosticos: diagnosticos.map((d) => ({
      id_diagnostico: d.id_diagnostico,
      id_cita: d.id_cita,
      num_cita: d.num_cita,
      fecha_cita: d.fecha_cita,
      medico: nombreONulo(d.medico),
      contenido: d.contenido,
      creado_en: aIso(d.creado_en),
      actualizado_en: aIso(d.actualizado_en),
      pdf: pdfDe(d.id_cita) ?? '',
    })),
    informes: informes.map((i) => ({
      id_informe: i.id_informe,
      id_cita: i.id_cita,
      num_cita: i.num_cita,
      fecha_cita: i.fecha_cita,
      radiologo: nombreONulo(i.radiologo),
      contenido: i.contenido,
      creado_en: aIso(i.creado_en),
      pdf: pdfDe(i.id_cita) ?? '',
      imagenes: porInforme.get(i.id_informe) ?? [],
    })),
    accesos,
  };

  const opciones = { zonaHoraria: timeZone };
  const clinicaDelPdf = clinica.nombre ? { nombre: clinica.nombre } : undefined;
  const imagenPorId = new Map(imagenes.map((imagen) => [imagen.id_imagen, imagen]));

  async function* archivos(): AsyncGenerator<ArchivoDelZip> {
    const texto = new TextEncoder();
    yield {
      nombre: 'LEEME.txt',
      contenido: texto.encode(leeme(clinica.nombre, generado, timeZone)),
      comprimir: true,
    };
    yield {
      nombre: 'datos.json',
      contenido: texto.encode(`${JSON.stringify(datos, null, 2)}\n`),
      comprimir: true,
    };
    for (const diagnostico of datos.diagnosticos) {
      const cita = citaPorId.get(diagnostico.id_cita);
      if (!cita || !diagnostico.pdf) continue;
      const pdf = await crearPdf(
        { ...datosDelResultado(cita, diagnostico.contenido), clinica: clinicaDelPdf, generado },
        opciones,
      );
      yield { nombre: diagnostico.pdf, contenido: pdf, comprimir: true };
    }
    for (const informe of datos.informes) {
      const cita = citaPorId.get(informe.id_cita);
      // The report's pictures the PDF draws are read once, for the PDF and for the .zip.
      const leidas = new Map<number, Uint8Array>();
      const enElPdf: ImagenEnPdf[] = [];
      for (const imagen of informe.imagenes) {
        const guardada = imagenPorId.get(imagen.id_imagen);
        if (guardada && imagen.archivo && DIBUJABLES.has(imagen.tipo)) {
          const bytes = await bytesDe(await storage.open(guardada.archivo));
          leidas.set(imagen.id_imagen, bytes);
          enElPdf.push({
            nombre: imagen.nombre_imagen,
            nota: imagen.nota,
            ...(formatoDibujable(bytes) ? { bytes } : {}),
          });
        } else {
          enElPdf.push({
            nombre: imagen.nombre_imagen,
            nota: imagen.nota,
            aviso: imagen.archivo
              ? `La imagen ${imagen.nombre_imagen} va aparte, en el archivo ${imagen.archivo}.`
              : `La imagen ${imagen.nombre_imagen} ya no está guardada en la clínica.`,
          });
        }
      }
      if (cita && informe.pdf) {
        const pdf = await crearPdf(
          {
            ...datosDelResultado(cita, informe.contenido, enElPdf),
            clinica: clinicaDelPdf,
            generado,
          },
          opciones,
        );
        yield { nombre: informe.pdf, contenido: pdf, comprimir: true };
      }
      for (const imagen of informe.imagenes) {
        const guardada = imagenPorId.get(imagen.id_imagen);
        if (!guardada || !imagen.archivo) continue;
        yield {
          nombre: imagen.archivo,
          contenido: leidas.get(imagen.id_imagen) ?? (await storage.open(guardada.archivo)),
          comprimir: !YA_COMPRIMIDOS.has(imagen.tipo),
        };
      }
    }
  }

  return {
    nombre: `datos-paciente-${idPaciente}-${wallClock(generado, timeZone).fecha}.zip`,
    zip: zipEnFlujo(archivos(), generado),
    datos,
  };
}
