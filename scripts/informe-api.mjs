#!/usr/bin/env node
// The public API of each published package, as a stranger's compiler sees it: every name each
// entry point of `exports` gives (read from the built declarations in dist/, so what is published
// and nothing else), values then types, each with its shape. The reports are committed
// (packages/<name>/informe-api.md), so a change of the public API shows in review as a change of
// its report; `--comprobar` (npm test) fails when a report no longer matches the build, and
// without it the reports are written again. Build the packages first (`npm run build -w
// @clinica/flows` builds the three).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const comprobar = process.argv.includes('--comprobar');
const PAQUETES = ['ui', 'api-client', 'flows'];
/** A shape longer than this is cut: its start still shows most changes, and the report stays readable. */
const LARGO = 240;

const FORMATO =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

const plano = (texto) => {
  const una = texto.replace(/\s+/g, ' ').trim();
  return una.length > LARGO ? `${una.slice(0, LARGO)}…` : una;
};

/** The entry points of a package: `exports` keys with their declarations in dist/. */
function entradas(paquete) {
  const carpeta = path.join(root, 'packages', paquete);
  const manifiesto = JSON.parse(readFileSync(path.join(carpeta, 'package.json'), 'utf8'));
  return Object.entries(manifiesto.exports)
    .filter(([, destino]) => typeof destino === 'object' && destino.types)
    .map(([entrada, destino]) => ({
      nombre: `${manifiesto.name}${entrada === '.' ? '' : entrada.slice(1)}`,
      archivo: path.join(carpeta, destino.types),
    }));
}

function describir(checker, simbolo) {
  const real = simbolo.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(simbolo) : simbolo;
  const declaracion = real.valueDeclaration ?? real.declarations?.[0];
  const valores = [];
  const tipos = [];
  const nombre = simbolo.getName();
  if (real.flags & ts.SymbolFlags.Value && declaracion) {
    const tipo = checker.getTypeOfSymbolAtLocation(real, declaracion);
    const clase =
      real.flags & ts.SymbolFlags.Class
        ? 'class'
        : real.flags & ts.SymbolFlags.Enum
          ? 'enum'
          : real.flags & ts.SymbolFlags.Function
            ? 'function'
            : 'const';
    valores.push(
      `- \`${nombre}\` (${clase}): \`${plano(checker.typeToString(tipo, undefined, FORMATO))}\``,
    );
  }
  if (real.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
    const tipo = checker.getDeclaredTypeOfSymbol(real);
    if (real.flags & ts.SymbolFlags.Interface) {
      const campos = checker
        .getPropertiesOfType(tipo)
        .map((p) => `${p.getName()}${p.flags & ts.SymbolFlags.Optional ? '?' : ''}`)
        .sort();
      tipos.push(`- \`${nombre}\` (interface): { ${plano(campos.join(', '))} }`);
    } else {
      const texto =
        declaracion && ts.isTypeAliasDeclaration(declaracion)
          ? declaracion.type.getText()
          : checker.typeToString(tipo, undefined, FORMATO);
      tipos.push(`- \`${nombre}\` (type): \`${plano(texto)}\``);
    }
  }
  return { valores, tipos };
}

function informe(paquete) {
  const lista = entradas(paquete);
  const faltan = lista.filter((e) => !existsSync(e.archivo));
  if (faltan.length > 0) {
    throw new Error(
      `Faltan las declaraciones de ${faltan.map((e) => e.nombre).join(', ')}: construye antes los paquetes (npm run build -w @clinica/flows).`,
    );
  }
  const programa = ts.createProgram(
    lista.map((e) => e.archivo),
    {
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
    },
  );
  const checker = programa.getTypeChecker();
  const partes = [
    `# API pública de ${JSON.parse(readFileSync(path.join(root, 'packages', paquete, 'package.json'), 'utf8')).name}`,
    '',
    'Generado por `node scripts/informe-api.mjs` desde las declaraciones publicadas (dist/); no se',
    'edita a mano. Un cambio aquí es un cambio de la API pública: va con su changeset (docs/paquetes.md).',
  ];
  for (const entrada of lista) {
    const fuente = programa.getSourceFile(entrada.archivo);
    const modulo = fuente && checker.getSymbolAtLocation(fuente);
    const exportados = modulo ? checker.getExportsOfModule(modulo) : [];
    const valores = [];
    const tipos = [];
    for (const simbolo of [...exportados].sort((a, b) => (a.getName() < b.getName() ? -1 : 1))) {
      const d = describir(checker, simbolo);
      valores.push(...d.valores);
      tipos.push(...d.tipos);
    }
    partes.push(
      '',
      `## \`${entrada.nombre}\`: ${valores.length} valores, ${tipos.length} tipos`,
      '',
      '### Valores',
      '',
      ...(valores.length > 0 ? valores : ['(ninguno)']),
      '',
      '### Tipos',
      '',
      ...(tipos.length > 0 ? tipos : ['(ninguno)']),
    );
  }
  return `${partes.join('\n')}\n`;
}

let distintos = 0;
for (const paquete of PAQUETES) {
  const destino = path.join(root, 'packages', paquete, 'informe-api.md');
  const nuevo = informe(paquete);
  const actual = existsSync(destino) ? readFileSync(destino, 'utf8') : '';
  if (nuevo === actual) {
    console.log(`  ${path.relative(root, destino)}: al día`);
  } else if (comprobar) {
    distintos++;
    console.error(
      `✖ ${path.relative(root, destino)} no dice la API que se publica: escribe el nuevo con 'node scripts/informe-api.mjs', revísalo y súbelo con su changeset.`,
    );
  } else {
    writeFileSync(destino, nuevo);
    console.log(`  ${path.relative(root, destino)}: escrito`);
  }
}
if (distintos > 0) process.exit(1);
