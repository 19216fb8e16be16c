/** Tabla oficial de letras de control del DNI y el NIE (resto de dividir entre 23). */
const LETRAS_CONTROL = 'TRWAGMYFPDXBNJZSQVHLCKE';

const PATRON_DNI = /^(\d{8})([A-Z])$/;
/** En el NIE la letra inicial sustituye a una cifra: X→0, Y→1, Z→2. */
const PATRON_NIE = /^([XYZ])(\d{7})([A-Z])$/;
const CIFRA_NIE: Record<string, string> = { X: '0', Y: '1', Z: '2' };

export const MENSAJE_DNI_INCORRECTO = 'El DNI es incorrecto.';
export const MENSAJE_DNI_BUSQUEDA = 'Introduce un DNI con formato válido.';
export const MENSAJE_DNI_OBLIGATORIO = 'El DNI es obligatorio.';

/** Quita los espacios de los extremos y pasa a mayúsculas: '12345678z ' → '12345678Z'. */
export function normalizarDni(valor: string): string {
  return valor.trim().toUpperCase();
}

/** Letra de control que corresponde a un número de DNI (o de NIE ya convertido). */
export function letraDeControl(numero: number): string {
  return LETRAS_CONTROL.charAt(numero % 23);
}

/** DNI (8 cifras y letra) o NIE (X/Y/Z, 7 cifras y letra) con su letra de control correcta. */
export function esDniValido(valor: string): boolean {
  const texto = normalizarDni(valor);
  const dni = PATRON_DNI.exec(texto);
  if (dni) return letraDeControl(Number(dni[1])) === dni[2];
  const nie = PATRON_NIE.exec(texto);
  if (nie) {
    const [, inicial = '', cifras = '', letra] = nie;
    return letraDeControl(Number(`${CIFRA_NIE[inicial]}${cifras}`)) === letra;
  }
  return false;
}

/** El DNI del formulario del paciente (§5): un único mensaje, vacío incluido. */
export function validarDniPaciente(valor: string): string | undefined {
  return esDniValido(valor) ? undefined : MENSAJE_DNI_INCORRECTO;
}

/** El DNI con el que se busca al paciente al crear una cita (§5). */
export function validarDniBusqueda(valor: string): string | undefined {
  if (valor.trim() === '') return MENSAJE_DNI_OBLIGATORIO;
  return esDniValido(valor) ? undefined : MENSAJE_DNI_BUSQUEDA;
}
