// @vitest-environment node
import { parseDicom } from 'dicom-parser';
import { describe, expect, it } from 'vitest';
import { dicomDePrueba } from '../../pruebas/dicom';
import { esDicom, MENSAJE_DICOM_NO_ADMITIDO, pixelesDeDicom } from './dicom';

describe('vista previa de un DICOM', () => {
  it('reconoce un DICOM por su marca aunque no traiga tipo ni extensión', async () => {
    const bytes = dicomDePrueba(8, 8);
    expect(await esDicom(new File([bytes], 'placa', { type: '' }))).toBe(true);
    expect(await esDicom(new File([bytes], 'placa.dcm', { type: '' }))).toBe(true);
    expect(await esDicom(new File([new Uint8Array(200)], 'foto.png', { type: 'image/png' }))).toBe(
      false,
    );
  });

  it('pinta sus píxeles de 16 bits en grises con la ventana de sus valores', () => {
    const { ancho, alto, rgba } = pixelesDeDicom(parseDicom(dicomDePrueba(16, 16)));
    expect([ancho, alto]).toEqual([16, 16]);
    const centro = (8 * 16 + 8) * 4;
    // El círculo (el valor más alto) sale blanco; la esquina izquierda (el más bajo), negra.
    expect(rgba[centro]).toBe(255);
    expect(rgba[0]).toBe(0);
    expect(rgba[3]).toBe(255);
  });

  it('un DICOM sin imagen no se puede mostrar, y lo dice', () => {
    const sinPixeles = dicomDePrueba(4, 4, false);
    expect(() => pixelesDeDicom(parseDicom(sinPixeles))).toThrow(MENSAJE_DICOM_NO_ADMITIDO);
  });
});
