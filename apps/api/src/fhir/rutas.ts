import { archivoDelResultado, crearPdf, datosDelResultado } from '@clinica/api-client/pdf';
import { ROL, sinAcentos } from '@clinica/api-client/reglas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Bundle, BundleEntry, BundleLink, FhirResource } from 'fhir/r4';
import type { Kysely } from 'kysely';
import Negotiator from 'negotiator';
import { audit, type ReadMemory } from '../audit';
import {
  resolveSession,
  type SessionMemory,
  type SessionPolicy,
  type SignedInUser,
} from '../auth/sessions';
import { isDatabaseUnavailable } from '../db/errors';
import { datosDeLaClinica } from '../db/queries/agenda';
import { buscarCitasVisibles, citaById, type Lector } from '../db/queries/citas';
import { citaDelDiagnostico } from '../db/queries/diagnosticos';
import { existeImagen } from '../db/queries/imagenes';
import { informeConCita } from '../db/queries/informes';
import {
  type AlcanceDePacientes,
  buscarPacientesVisibles,
  existePaciente,
} from '../db/queries/pacientes';
import {
  buscarResultadosVisibles,
  imagenesDeInformes,
  imagenesVisibles,
  type TipoDeResultado,
} from '../db/queries/resultados';
import { profesionales } from '../db/queries/usuarios';
import type { Database, EstadoCita } from '../db/schema';
import { bearerToken } from '../http/access';
import { ApiError } from '../http/errors';
import {
  type Consulta,
  codigos,
  GENERALES,
  idNumerico,
  ids,
  paginaPedida,
  rangosDeFechas,
  rangosDePared,
  referencia,
  texto,
  unValor,
} from './busqueda';
import { capacidad, PARAMETROS } from './capacidad';
import { ErrorFhir, noExiste, peticionNoValida, resultado, TEXTOS_FHIR } from './errores';
import {
  cita,
  ESTADO_DE_CITA,
  idDeResultado,
  imagen,
  informe,
  paciente,
  pdfComoBinary,
  profesional,
  rolDeProfesional,
  tipoDelSistema,
} from './recursos';

/**
 * The FHIR R4 read API (docs/fhir.md, docs/decisiones.md (61)) beside the app's own: the same
 * database, the same sessions (the app's bearer token), the same rules of who sees what
 * (http/ownership.ts, as SQL in db/queries) and the same audit of every read of a patient's data.
 * It only reads: every write is answered 405.
 */
export interface OpcionesFhir {
  db: Kysely<Database>;
  sessions: SessionPolicy;
  sessionMemory?: SessionMemory;
  clock: () => Date;
  timeZone: string;
  /** The reads written in the last minute, shared with the app's audit (one row a minute). */
  readMemory: ReadMemory;
}

export const TIPO_FHIR = 'application/fhir+json; charset=utf-8';

/** Reads that name a patient's data, as the audit log writes them (the app's entities). */
type Lectura = { entidad: string; id: number; accion?: 'leer' | 'descargar' };

interface Hallazgo {
  recursos: FhirResource[];
  total: number;
  lecturas: Lectura[];
}

interface Contexto {
  request: FastifyRequest;
  lector: SignedInUser;
  /** '…/fhir/r4', as the client reached it. */
  base: string;
  /** 'http://host:port': the app's own downloads. */
  origen: string;
}

interface TipoDeRecurso {
  /** Roles that may read it at all; the rest get 403 (the app shows them none). */
  roles: readonly number[];
  buscar(
    contexto: Contexto,
    consulta: Consulta,
    pagina: { offset: number; limit: number },
  ): Promise<Hallazgo>;
  /** Whether a record with this id exists, seen or not (a hidden one is still a refusal). */
  existe(id: string): Promise<boolean>;
}

const TODOS = [ROL.radiologo, ROL.administrativo, ROL.medico, ROL.paciente];

/** The patients a reader may see: ownership's rule for a patient (http/ownership.ts). */
function alcanceDe(lector: Lector): AlcanceDePacientes {
  switch (lector.id_rol) {
    case ROL.administrativo:
      return { todos: true };
    case ROL.paciente:
      return { paciente: lector.id };
    case ROL.medico:
      return { conCitaDelMedico: lector.id };
    default:
      return { ninguno: true };
  }
}

/** `_id` as the database's ids; ids that are none of ours match nothing. */
const idsNumericos = (consulta: Consulta) => ids(consulta)?.map((id) => idNumerico(id) ?? 0);

const ESTADO_POR_CODIGO = new Map(
  Object.entries(ESTADO_DE_CITA).map(([estado, codigo]) => [codigo, estado as EstadoCita]),
);

/** 'informe-12' → the report 12; anything else is no result of ours. */
function idDeResultadoLeido(id: string): { tipo: TipoDeResultado; id: number } | undefined {
  const match = /^(informe|diagnostico)-(\d{1,10})$/.exec(id);
  const numero = match?.[2] ? idNumerico(match[2]) : undefined;
  return match && numero ? { tipo: match[1] as TipoDeResultado, id: numero } : undefined;
}

export async function rutasFhir(app: FastifyInstance, opciones: OpcionesFhir) {
  const { db, timeZone } = opciones;
  const usuarios = new WeakMap<FastifyRequest, SignedInUser>();
  const ocultos = new WeakSet<FastifyRequest>();

  const minutosPorHueco = async () => (await datosDeLaClinica(db)).minutos_por_hueco;

  async function resultados(
    contexto: Contexto,
    busqueda: Parameters<typeof buscarResultadosVisibles>[2],
    pagina: { offset: number; limit: number },
  ): Promise<Hallazgo> {
    const { resultados: filas, total } = await buscarResultadosVisibles(
      db,
      contexto.lector,
      busqueda,
      pagina,
    );
    const deInformes = await imagenesDeInformes(
      db,
      filas.filter((fila) => fila.tipo === 'informe').map((fila) => fila.id),
    );
    return {
      total,
      recursos: filas.map((fila) =>
        informe(
          fila,
          fila.tipo === 'informe' ? deInformes.filter((uno) => uno.id_informe === fila.id) : [],
          { timeZone, base: contexto.base, pdf: archivoDelResultado(fila) },
        ),
      ),
      lecturas: filas.map((fila) => ({ entidad: fila.tipo, id: fila.id })),
    };
  }

  const TIPOS: Record<string, TipoDeRecurso> = {
    Patient: {
      roles: [ROL.administrativo, ROL.medico, ROL.paciente],
      async buscar({ lector }, consulta, pagina) {
        const identificador = texto(consulta, 'identifier');
        let documento: { numero: string; tipo?: 'dni' | 'nie' | 'pasaporte' } | undefined;
        let ninguno = false;
        if (identificador !== undefined) {
          const barra = identificador.lastIndexOf('|');
          const sistema = barra === -1 ? '' : identificador.slice(0, barra);
          const numero = identificador
            .slice(barra + 1)
            .toUpperCase()
            .replace(/[\s-]/g, '');
          if (!numero) throw peticionNoValida(TEXTOS_FHIR.identificador);
          const tipo = sistema ? tipoDelSistema(sistema) : undefined;
          // Another system's identifier is none of our patients'.
          if (sistema && !tipo) ninguno = true;
          documento = { numero, tipo };
        }
        const nombre = texto(consulta, 'name');
        const { pacientes, total } = await buscarPacientesVisibles(
          db,
          ninguno ? { ninguno: true } : alcanceDe(lector),
          {
            ids: idsNumericos(consulta),
            documento,
            nombre: nombre === undefined ? undefined : sinAcentos(nombre.toLowerCase()),
            nacimiento: rangosDeFechas(consulta, 'birthdate'),
          },
          pagina,
        );
        return {
          total,
          recursos: pacientes.map(paciente),
          lecturas: pacientes.map((uno) => ({ entidad: 'paciente', id: uno.id })),
        };
      },
      existe: async (id) => {
        const numero = idNumerico(id);
        return numero !== undefined && (await existePaciente(db, numero));
      },
    },

    Practitioner: {
      roles: TODOS,
      async buscar(_contexto, consulta, pagina) {
        const nombre = texto(consulta, 'name');
        const { profesionales: filas, total } = await profesionales(
          db,
          {
            ids: idsNumericos(consulta),
            nombre: nombre === undefined ? undefined : sinAcentos(nombre.toLowerCase()),
          },
          pagina,
        );
        return { total, recursos: filas.map(profesional), lecturas: [] };
      },
      existe: async () => false,
    },

    PractitionerRole: {
      roles: TODOS,
      async buscar(_contexto, consulta, pagina) {
        const idsPedidos = idsNumericos(consulta);
        const practitioner = referencia(consulta, 'practitioner', 'Practitioner');
        const { profesionales: filas, total } = await profesionales(
          db,
          {
            ids:
              practitioner === undefined
                ? idsPedidos
                : (idsPedidos ?? [practitioner]).filter((id) => id === practitioner),
          },
          pagina,
        );
        return { total, recursos: filas.map(rolDeProfesional), lecturas: [] };
      },
      existe: async () => false,
    },

    Appointment: {
      roles: TODOS,
      async buscar({ lector }, consulta, pagina) {
        const estados = codigos(consulta, 'status', 'http://hl7.org/fhir/appointmentstatus');
        const { citas, total } = await buscarCitasVisibles(
          db,
          lector,
          {
            ids: idsNumericos(consulta),
            paciente: referencia(consulta, 'patient', 'Patient'),
            profesional: referencia(consulta, 'practitioner', 'Practitioner'),
            estados: estados?.flatMap((codigo) => {
              const estado = ESTADO_POR_CODIGO.get(codigo as never);
              return estado ? [estado] : [];
            }),
            rangos: rangosDePared(consulta, 'date', timeZone),
          },
          pagina,
        );
        const minutos = citas.length ? await minutosPorHueco() : 0;
        return {
          total,
          recursos: citas.map((fila) => cita(fila, { timeZone, minutosPorHueco: minutos })),
          lecturas: citas.map((fila) => ({ entidad: 'cita', id: fila.id })),
        };
      },
      existe: async (id) => {
        const numero = idNumerico(id);
        return numero !== undefined && (await citaById(db, numero)) !== undefined;
      },
    },

    DiagnosticReport: {
      roles: [ROL.radiologo, ROL.medico, ROL.paciente],
      buscar(contexto, consulta, pagina) {
        const pedidos = ids(consulta);
        return resultados(
          contexto,
          {
            ids: pedidos?.flatMap((id) => {
              const leido = idDeResultadoLeido(id);
              return leido ? [leido] : [];
            }),
            paciente: referencia(consulta, 'patient', 'Patient'),
            rangos: rangosDePared(consulta, 'date', timeZone),
          },
          pagina,
        );
      },
      existe: async (id) => {
        const leido = idDeResultadoLeido(id);
        if (!leido) return false;
        return leido.tipo === 'informe'
          ? (await informeConCita(db, leido.id)) !== undefined
          : (await citaDelDiagnostico(db, leido.id)) !== undefined;
      },
    },

    Media: {
      roles: [ROL.radiologo, ROL.paciente],
      async buscar({ lector, origen }, consulta, pagina) {
        const consultaDeImagenes = imagenesVisibles(
          db,
          lector,
          { ids: idsNumericos(consulta), paciente: referencia(consulta, 'patient', 'Patient') },
          pagina,
        );
        const [filas, total] = await Promise.all([
          consultaDeImagenes.filas(),
          consultaDeImagenes.total(),
        ]);
        return {
          total,
          recursos: filas.map((fila) => imagen(fila, { origen })),
          lecturas: filas.map((fila) => ({ entidad: 'imagen', id: fila.id_imagen })),
        };
      },
      existe: async (id) => {
        const numero = idNumerico(id);
        return numero !== undefined && (await existeImagen(db, numero));
      },
    },
  };

  async function anotarLecturas(lector: SignedInUser, lecturas: Lectura[]) {
    for (const lectura of lecturas) {
      await audit(
        db,
        {
          userId: lector.id,
          action: lectura.accion ?? 'leer',
          entity: lectura.entidad,
          recordId: lectura.id,
          address: null,
          readAt: opciones.clock(),
        },
        opciones.readMemory,
      );
    }
  }

  function contextoDe(request: FastifyRequest): Contexto {
    const lector = usuarios.get(request);
    if (!lector) throw new ErrorFhir(401, 'login', TEXTOS_FHIR.sinSesion);
    const origen = `${request.protocol}://${request.host}`;
    return { request, lector, origen, base: `${origen}/fhir/r4` };
  }

  function tipoDe(nombre: string, lector: SignedInUser): TipoDeRecurso {
    const tipo = Object.hasOwn(TIPOS, nombre) ? TIPOS[nombre] : undefined;
    if (!tipo) throw new ErrorFhir(404, 'not-supported', TEXTOS_FHIR.tipoDesconocido(nombre));
    if (!tipo.roles.includes(lector.id_rol))
      throw new ErrorFhir(403, 'forbidden', TEXTOS_FHIR.sinPermiso);
    return tipo;
  }

  /** Only JSON: `_format` may ask for it by any of its names. */
  function comprobarFormato(consulta: Consulta) {
    const formato = unValor(consulta, '_format');
    if (formato !== undefined && !/^(json|application\/(fhir\+)?json)$/i.test(formato.trim())) {
      throw new ErrorFhir(406, 'not-supported', TEXTOS_FHIR.formato);
    }
  }

  // The app's sessions: the same bearer token, checked before anything else (but the
  // CapabilityStatement, which any FHIR client reads first).
  app.addHook('onRequest', async (request) => {
    if (/^\/fhir\/r4\/metadata(?:[?#]|$)/.test(request.url)) return;
    const token = bearerToken(request);
    const lector = token
      ? await resolveSession(db, token, opciones.sessions, opciones.clock(), opciones.sessionMemory)
      : undefined;
    if (!lector) throw new ErrorFhir(401, 'login', TEXTOS_FHIR.sinSesion);
    request.user = lector;
    usuarios.set(request, lector);
    // A password someone else set is changed in the app before anything else, as there.
    if (lector.provisional)
      throw new ErrorFhir(403, 'forbidden', TEXTOS_FHIR.contrasenaProvisional);
  });

  // Refused reads go to the audit log as the app's do: who, which type and id, from where.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 401 && reply.statusCode !== 403 && !ocultos.has(request)) return;
    const params = (request.params ?? {}) as { tipo?: string; id?: string };
    try {
      await audit(db, {
        userId: request.user?.id ?? null,
        action: 'acceder',
        // The type as this API names it; a client's other text is not kept.
        entity:
          params.tipo && (Object.hasOwn(TIPOS, params.tipo) || params.tipo === 'Binary')
            ? `fhir:${params.tipo}`
            : 'fhir',
        recordId: params.id && /^[A-Za-z0-9\-.]{1,40}$/.test(params.id) ? params.id : null,
        patientId: null,
        outcome: 'denegado',
        address: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error }, 'No se pudo anotar un acceso denegado en la auditoría.');
    }
  });

  app.setErrorHandler(
    async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
      let fhir: ErrorFhir;
      if (error instanceof ErrorFhir) fhir = error;
      else if (error instanceof ApiError) {
        fhir = new ErrorFhir(
          error.statusCode,
          error.statusCode === 429
            ? 'throttled'
            : error.statusCode >= 500
              ? 'transient'
              : 'invalid',
          error.message,
        );
        for (const [nombre, valor] of Object.entries(error.headers)) reply.header(nombre, valor);
      } else if (isDatabaseUnavailable(error)) {
        fhir = new ErrorFhir(503, 'transient', TEXTOS_FHIR.baseDeDatos);
        reply.header('retry-after', '5');
      } else if (error.statusCode === 429) {
        fhir = new ErrorFhir(429, 'throttled', TEXTOS_FHIR.demasiadas);
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        fhir = peticionNoValida(TEXTOS_FHIR.texto('URL'));
      } else {
        request.log.error({ err: error }, 'error inesperado');
        fhir = new ErrorFhir(500, 'exception', TEXTOS_FHIR.inesperado);
      }
      if (fhir.oculto) ocultos.add(request);
      if (fhir.statusCode === 401) reply.header('www-authenticate', 'Bearer');
      return reply
        .code(fhir.statusCode)
        .type(TIPO_FHIR)
        .send(resultado(fhir.statusCode >= 500 ? 'fatal' : 'error', fhir.code, fhir.message));
    },
  );

  // Bodies are never read: every write is refused the same way, whatever it carries.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.get('/r4/metadata', async (request, reply) => {
    const origen = `${request.protocol}://${request.host}`;
    return reply.type(TIPO_FHIR).send(capacidad(`${origen}/fhir/r4`));
  });

  app.get<{ Params: { tipo: string }; Querystring: Consulta }>(
    '/r4/:tipo',
    async (request, reply) => {
      const contexto = contextoDe(request);
      const tipo = tipoDe(request.params.tipo, contexto.lector);
      const consulta = request.query ?? {};
      comprobarFormato(consulta);
      const admitidos = new Set([
        ...GENERALES,
        ...(PARAMETROS[request.params.tipo] ?? []).map((p) => p.name),
      ]);
      const ignorados = Object.keys(consulta).filter((nombre) => !admitidos.has(nombre));
      const estricto = /handling\s*=\s*strict/i.test(String(request.headers.prefer ?? ''));
      if (estricto && ignorados[0])
        throw peticionNoValida(TEXTOS_FHIR.parametroDesconocido(ignorados[0]));
      const pagina = paginaPedida(consulta);
      const hallazgo = await tipo.buscar(contexto, consulta, pagina);
      await anotarLecturas(contexto.lector, hallazgo.lecturas);
      return reply
        .type(TIPO_FHIR)
        .send(conjunto(contexto.base, request.params.tipo, consulta, ignorados, pagina, hallazgo));
    },
  );

  app.get<{ Params: { tipo: string; id: string } }>('/r4/:tipo/:id', async (request, reply) => {
    const contexto = contextoDe(request);
    const { id } = request.params;
    if (request.params.tipo === 'Binary') return pdfDelResultado(contexto, id, request, reply);
    const tipo = tipoDe(request.params.tipo, contexto.lector);
    if (!/^[A-Za-z0-9\-.]{1,64}$/.test(id)) throw noExiste(request.params.tipo, id);
    const hallazgo = await tipo.buscar(contexto, { _id: id }, { offset: 0, limit: 1 });
    const [recurso] = hallazgo.recursos;
    if (!recurso) throw noExiste(request.params.tipo, id, await tipo.existe(id));
    await anotarLecturas(contexto.lector, hallazgo.lecturas);
    return reply.type(TIPO_FHIR).send(recurso);
  });

  /**
   * A result's PDF, the same layout as the app's 'Descargar PDF' (@clinica/api-client/pdf): as
   * the PDF itself, or as a Binary resource when the client asks for FHIR JSON.
   */
  async function pdfDelResultado(
    contexto: Contexto,
    id: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const tipo = tipoDe('DiagnosticReport', contexto.lector);
    const leido = idDeResultadoLeido(id);
    if (!leido) throw noExiste('Binary', id);
    const pagina = { offset: 0, limit: 1 };
    const {
      resultados: [fila],
    } = await buscarResultadosVisibles(db, contexto.lector, { ids: [leido] }, pagina);
    if (!fila) throw noExiste('Binary', id, await tipo.existe(id));
    const {
      citas: [delResultado],
    } = await buscarCitasVisibles(db, contexto.lector, { ids: [fila.id_cita] }, pagina);
    if (!delResultado) throw noExiste('Binary', id, true);
    const imagenes = fila.tipo === 'informe' ? await imagenesDeInformes(db, [fila.id]) : [];
    const clinica = await datosDeLaClinica(db);
    const pdf = await crearPdf(
      {
        ...datosDelResultado(
          delResultado,
          fila.contenido,
          imagenes.map((uno) => ({
            nombre: uno.nombre_imagen,
            nota: uno.nota,
            aviso: `La imagen ${uno.nombre_imagen} va aparte: ${contexto.base}/Media/${uno.id_imagen}.`,
          })),
        ),
        clinica: clinica.nombre ? { nombre: clinica.nombre } : undefined,
        generado: opciones.clock(),
      },
      { zonaHoraria: timeZone },
    );
    await anotarLecturas(contexto.lector, [
      { entidad: fila.tipo, id: fila.id, accion: 'descargar' },
    ]);
    const preferido = new Negotiator(request).mediaType([
      'application/pdf',
      'application/fhir+json',
      'application/json',
    ]);
    if (preferido === 'application/fhir+json' || preferido === 'application/json') {
      return reply.type(TIPO_FHIR).send(pdfComoBinary(idDeResultado(fila), pdf));
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${archivoDelResultado(fila)}"`)
      .send(Buffer.from(pdf));
  }

  // Writes, history, operations: this API only reads.
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    handler: async (_request, reply) => {
      reply.header('allow', 'GET, HEAD');
      throw new ErrorFhir(405, 'not-supported', TEXTOS_FHIR.soloLectura);
    },
  });
  app.get('/*', async () => {
    throw new ErrorFhir(404, 'not-found', TEXTOS_FHIR.rutaNoExiste);
  });
}

/** A search's answer: a page of entries, how many in all, and the links to its pages. */
function conjunto(
  base: string,
  tipo: string,
  consulta: Consulta,
  ignorados: string[],
  pagina: { offset: number; limit: number },
  hallazgo: Hallazgo,
): Bundle {
  const enlace = (offset: number) => {
    const parametros = new URLSearchParams();
    for (const [nombre, valor] of Object.entries(consulta)) {
      if (ignorados.includes(nombre) || nombre === '_offset' || nombre === '_count') continue;
      for (const uno of Array.isArray(valor) ? valor : [valor ?? ''])
        parametros.append(nombre, uno);
    }
    parametros.set('_count', String(pagina.limit));
    parametros.set('_offset', String(offset));
    return `${base}/${tipo}?${parametros.toString()}`;
  };
  const link: BundleLink[] = [{ relation: 'self', url: enlace(pagina.offset) }];
  if (pagina.limit > 0 && pagina.offset + pagina.limit < hallazgo.total) {
    link.push({ relation: 'next', url: enlace(pagina.offset + pagina.limit) });
  }
  if (pagina.offset > 0) {
    link.push({ relation: 'previous', url: enlace(Math.max(0, pagina.offset - pagina.limit)) });
  }
  const entry: BundleEntry[] = hallazgo.recursos.map((recurso) => ({
    fullUrl: `${base}/${recurso.resourceType}/${recurso.id}`,
    resource: recurso,
    search: { mode: 'match' },
  }));
  if (ignorados.length > 0) {
    entry.push({
      resource: resultado('warning', 'not-supported', TEXTOS_FHIR.parametrosIgnorados(ignorados)),
      search: { mode: 'outcome' },
    });
  }
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: hallazgo.total,
    link,
    entry: entry.length ? entry : undefined,
  };
}
