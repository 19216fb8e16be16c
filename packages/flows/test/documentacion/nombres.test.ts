// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nombreDeHistoria, palabrasSinAcento } from '../../stories/documentacion/nombres';

const root = path.resolve(import.meta.dirname, '../../../..');
const storyFiles = ['ui', 'flows'].flatMap((pkg) =>
  readdirSync(path.join(root, 'packages', pkg, 'src'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => path.join('packages', pkg, 'src', file)),
);

describe('story names for designers', () => {
  it('makes a Spanish name with its accents from an export name', () => {
    expect(nombreDeHistoria('BusquedaInvalida')).toBe('Búsqueda inválida');
    expect(nombreDeHistoria('SinRadiologos')).toBe('Sin radiólogos');
    expect(nombreDeHistoria('TamanoDePagina')).toBe('Tamaño de página');
    expect(nombreDeHistoria('FlujoDniRepetido')).toBe('Flujo DNI repetido');
    expect(palabrasSinAcento('Sin Radiologos / Dia vacío')).toEqual(['Radiologos', 'Dia']);
  });

  it('gives every story a name of its own, and no name or title loses its accents', () => {
    expect(storyFiles.length).toBeGreaterThan(70);
    const problems: string[] = [];
    for (const file of storyFiles) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const title of text.matchAll(/^ {2}title: '([^']+)'/gm)) {
        for (const word of palabrasSinAcento(title[1] as string)) {
          problems.push(`${file}: title '${title[1]}' has '${word}'`);
        }
      }
      for (const part of text.split(/(?=^export const [A-Z]\w*)/m).slice(1)) {
        const story = /^export const ([A-Z]\w*)/.exec(part)?.[1];
        const name = /^ {2}name: '([^']+)'|^export const \w+[^=]*= \{ name: '([^']+)'/m.exec(part);
        if (!name) {
          problems.push(`${file}: ${story} has no name`);
          continue;
        }
        for (const word of palabrasSinAcento((name[1] ?? name[2]) as string)) {
          problems.push(`${file}: ${story} '${name[1] ?? name[2]}' has '${word}'`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
