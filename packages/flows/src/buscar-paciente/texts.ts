/** Los textos de 'Pacientes', la búsqueda del mostrador (docs/decisiones.md (51)). */
export const TEXTOS_BUSCAR_PACIENTE = {
  titulo: 'Pacientes',
  introduccion:
    'Busca a un paciente para corregir sus datos o darle una cita. Da igual escribir con tildes o sin ellas, en mayúsculas o en minúsculas.',
  campo: 'Nombre, apellidos, documento, teléfono o fecha de nacimiento',
  ayuda: 'Por ejemplo, garcia, 12345678Z, X1234567L, 612345678 o 17/04/1985.',
  buscar: 'Buscar',
  minimo: 'Escribe al menos 2 caracteres para buscar.',
  inicio: 'Escribe arriba lo que sepas del paciente para buscarlo.',
  sinResultados: (q: string) => `Ningún paciente coincide con «${q}».`,
  sinResultadosAyuda:
    'Comprueba lo escrito o busca por otro dato. Si es un paciente nuevo, puedes crearlo.',
  crearPaciente: 'Crear paciente',
  encontrados: (total: number) =>
    total === 1 ? 'Se ha encontrado 1 paciente.' : `Se han encontrado ${total} pacientes.`,
  /** Lo que descarga 'Descargar CSV': todos los encontrados, no solo la página. */
  todosLosEncontrados: (total: number) =>
    total === 1 ? 'el paciente encontrado' : `los ${total} pacientes encontrados`,
  cargando: 'Buscando pacientes…',
  reintentar: 'Reintentar',
  nombre: 'Nombre',
  /** DNI, NIE o pasaporte (docs/decisiones.md (52)). */
  documento: 'Documento',
  fechaNacimiento: 'Fecha de nacimiento',
  telefono: 'Teléfono',
  email: 'Correo',
  acciones: 'Acciones',
  editar: 'Editar',
  editarA: (nombre: string) => `Editar a ${nombre}`,
  darCita: 'Dar cita',
  darCitaA: (nombre: string) => `Dar cita a ${nombre}`,
  paginas: 'Páginas de pacientes',
  anterior: 'Anterior',
  siguiente: 'Siguiente',
  pagina: (pagina: number, total: number) => `Página ${pagina} de ${total}`,
  mostrando: (desde: number, hasta: number, total: number) =>
    `Mostrando ${desde} a ${hasta} de ${total} pacientes`,
} as const;
