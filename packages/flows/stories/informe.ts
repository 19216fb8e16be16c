/** Datos de ejemplo de las historias del radiólogo (nunca entran en el paquete). */
import { pngRadiografia } from '@clinica/api-client/mocks';
import type { CitaAInformar, ImagenDelInforme } from '../src/informe/machine';
import { dicomDePrueba } from '../test/dicom';

/** La cita 48213K de Lucía, en curso, del radiólogo 1 (el de `mockTokens.radiologo`). */
export const CITA_DE_EJEMPLO: CitaAInformar = {
  id: 1,
  numCita: '48213K',
  idPaciente: 1,
  nombrePaciente: 'Lucía García Fernández',
  dniPaciente: '12345678Z',
};

export const archivoPng = (nombre: string, semilla: number) =>
  new File([pngRadiografia(semilla, 96)], nombre, { type: 'image/png' });

export const archivoDicom = (nombre: string) =>
  new File([dicomDePrueba(96, 96)], nombre, { type: '' });

export const IMAGENES_DE_EJEMPLO: ImagenDelInforme[] = [
  {
    id: 'imagen-1',
    archivo: archivoPng('torax-pa.png', 1),
    nota: 'Proyección PA: sin infiltrados.',
  },
  {
    id: 'imagen-2',
    archivo: archivoPng('torax-lateral.png', 2),
    nota: 'Proyección lateral: senos costofrénicos libres.',
  },
  { id: 'imagen-3', archivo: archivoDicom('corte-axial.dcm'), nota: '' },
];

export const TEXTO_DE_EJEMPLO =
  'Proyección PA: sin infiltrados.\nProyección lateral: senos costofrénicos libres.\nConclusión: estudio sin hallazgos patológicos.';
