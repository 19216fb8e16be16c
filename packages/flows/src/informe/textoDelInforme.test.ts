// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lineasDeNotas, rehacerTexto, textoDeNotas, textoPropio } from './textoDelInforme';

describe('§4: el texto del informe y las notas de las imágenes', () => {
  it('une las notas no vacías, cada una en su línea y en el orden de las imágenes', () => {
    expect(textoDeNotas(['  Proyección PA. ', '', 'Lateral sin hallazgos.'])).toBe(
      'Proyección PA.\nLateral sin hallazgos.',
    );
    expect(lineasDeNotas(['Uno\nDos', 'Tres'])).toEqual(['Uno', 'Dos', 'Tres']);
  });

  it('sin nada escrito a mano, rehacer da solo las notas nuevas', () => {
    expect(rehacerTexto('A\nB', ['A', 'B'], ['A', 'C'])).toBe('A\nC');
    expect(rehacerTexto('A\nB', ['A', 'B'], ['B'])).toBe('B');
    expect(rehacerTexto('', [], [])).toBe('');
  });

  it('lo escrito a mano se conserva debajo de las notas al rehacer (decisión del área)', () => {
    const escrito = 'Nota 1\nNota 2\nConclusión: sin hallazgos.';
    expect(textoPropio(escrito, ['Nota 1', 'Nota 2'])).toBe('Conclusión: sin hallazgos.');
    // Se elimina la imagen de la nota 1: su nota sale, la conclusión se queda.
    expect(rehacerTexto(escrito, ['Nota 1', 'Nota 2'], ['Nota 2'])).toBe(
      'Nota 2\nConclusión: sin hallazgos.',
    );
    // Escrito antes de cualquier nota: las notas llegan arriba, lo propio sigue debajo.
    expect(rehacerTexto('Paciente colaborador.', [], ['Nota 1'])).toBe(
      'Nota 1\nPaciente colaborador.',
    );
  });

  it('una nota retocada a mano en el área ya es texto propio: no se pierde', () => {
    const retocado = 'Nota 1 con un matiz\nNota 2';
    expect(rehacerTexto(retocado, ['Nota 1', 'Nota 2'], ['Nota 2'])).toBe(
      'Nota 2\nNota 1 con un matiz',
    );
  });

  it('una línea de nota repetida a mano se quita una sola vez', () => {
    expect(textoPropio('Nota 1\nNota 1', ['Nota 1'])).toBe('Nota 1');
  });
});
