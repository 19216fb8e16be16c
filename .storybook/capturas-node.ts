/**
 * The Node side of the stories' visual baselines (capturas.ts is the browser side): browser
 * commands for the storybook project in vitest.config.ts.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { diff } from '@blazediff/core';
import type { CDPSession, Page } from 'playwright';
import { PNG } from 'pngjs';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';

/** Where the stories' visual baselines live: one folder, mirroring the story files' paths. */
export const baselines = '.storybook/__screenshots__';

type PlaywrightContext = BrowserCommandContext & { page: Page };

/** A box of the window, in CSS pixels: what one picture takes. */
export interface Recorte {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What a picture came to: the same bytes as the baseline ('igual'); other bytes whose pixels the
 * comparison lets through ('parecida'); written as the baseline ('escrita' with --update, 'nueva'
 * when it had none); no baseline and, with CI set, none written ('falta'); or pixels the
 * comparison refuses ('distinta'), which the browser side hands to `toMatchScreenshot` for its
 * diff and its message.
 */
export type Resultado = 'igual' | 'parecida' | 'escrita' | 'nueva' | 'falta' | 'distinta';

/** Puts the real mouse in the window's bottom-right corner, outside the stories' frame. */
const mouseOutside: BrowserCommand<[]> = async (context) => {
  if (context.provider.name !== 'playwright') return;
  const { page } = context as PlaywrightContext;
  const window = page.viewportSize();
  if (window) await page.mouse.move(window.width - 1, window.height - 1);
};

/** `.storybook/__screenshots__/<story file's path>/<name>.png`, as vitest.config.ts says. */
export function baselinePath(root: string, testPath: string, name: string) {
  return path.join(root, baselines, path.relative(root, testPath), `${name}.png`);
}

/** One DevTools session per page, opened at its first picture. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * One picture of a box of the window: Chromium's own `Page.captureScreenshot`, in one call.
 * Playwright's element screenshot (what `toMatchScreenshot` takes) makes about ten calls around
 * the same one: it stops animations and hides the caret in every frame, waits for fonts, scrolls,
 * measures, and undoes it all (the browser side has done that once for both pictures); and
 * `optimizeForSpeed` has Chromium compress the PNG faster (bigger files, the same pixels).
 * Together: about 90 -> 20 ms a picture here.
 */
async function take(page: Page, recorte: Recorte) {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const { data } = await (await session).send('Page.captureScreenshot', {
    format: 'png',
    clip: { ...recorte, scale: 1 },
    optimizeForSpeed: true,
  });
  return Buffer.from(data, 'base64');
}

/** Two pictures in a row with the same bytes, or null if the box kept changing. */
async function stable(page: Page, recorte: Recorte) {
  let previous = await take(page, recorte);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const picture = await take(page, recorte);
    if (picture.equals(previous)) return picture;
    previous = picture;
  }
  return null;
}

/**
 * Whether a picture with other bytes than its baseline passes the pixel comparison that
 * vitest.config.ts sets for `toMatchScreenshot` (pixelmatch's options, and the mismatched pixels
 * allowed), as `toMatchScreenshot` counts them. Another machine's Chromium draws some pixels
 * otherwise (docs/pruebas.md, 'Pictures on another machine'): decided here, such a picture costs
 * two decodes and one comparison instead of `toMatchScreenshot`'s element screenshots taken until
 * two agree (~0.5 s a picture). A picture refused here still goes to `toMatchScreenshot`, which
 * decides again on its own picture and writes the diff.
 */
function comparisonLetsThrough(
  context: BrowserCommandContext,
  baseline: Buffer,
  picture: Buffer,
): boolean {
  const options = context.project.config.browser.expect?.toMatchScreenshot;
  if ((options?.comparatorName ?? 'pixelmatch') !== 'pixelmatch') return false;
  const {
    allowedMismatchedPixels,
    allowedMismatchedPixelRatio,
    ...pixelmatch
  }: {
    allowedMismatchedPixels?: number;
    allowedMismatchedPixelRatio?: number;
    threshold?: number;
    includeAA?: boolean;
  } = options?.comparatorOptions ?? {};
  const before = PNG.sync.read(baseline);
  const now = PNG.sync.read(picture);
  if (before.width !== now.width || before.height !== now.height) return false;
  const area = before.width * before.height;
  // Vitest's own rule: the smaller of the two allowances, none if neither is set.
  let allowed = Math.min(
    allowedMismatchedPixels ?? Number.POSITIVE_INFINITY,
    (allowedMismatchedPixelRatio ?? Number.POSITIVE_INFINITY) * area,
  );
  if (allowed === Number.POSITIVE_INFINITY) allowed = 0;
  // Vitest's defaults for what the configuration leaves unset.
  const mismatched = diff(before.data, now.data, undefined, before.width, before.height, {
    threshold: 0.1,
    includeAA: false,
    ...pixelmatch,
  });
  return mismatched <= allowed;
}

/**
 * Takes one picture and compares its bytes with the baseline's. Chromium encodes the same pixels
 * to the same bytes, so a story that did not change is settled without decoding either image.
 * With `--update` (or with no baseline, unless CI is set) the picture is written as the baseline
 * once two pictures in a row agree.
 */
const capturar: BrowserCommand<[recorte: Recorte, name: string]> = async (
  context,
  recorte,
  name,
): Promise<Resultado> => {
  if (context.provider.name !== 'playwright' || !context.testPath) return 'distinta';
  const { page } = context as PlaywrightContext;
  const file = baselinePath(context.project.config.root, context.testPath, name);
  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
  const write = async () => {
    const picture = await stable(page, recorte);
    if (!picture) return false;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, picture);
    return true;
  };
  if (update === 'all') return (await write()) ? 'escrita' : 'distinta';
  const [baseline, picture] = await Promise.all([
    readFile(file).catch(() => null),
    take(page, recorte),
  ]);
  if (baseline) {
    if (picture.equals(baseline)) return 'igual';
    return comparisonLetsThrough(context, baseline, picture) ? 'parecida' : 'distinta';
  }
  if (update === 'none') return 'falta';
  return (await write()) ? 'nueva' : 'distinta';
};

/**
 * The baselines in a story file's folder that none of `names` (every picture its stories take)
 * accounts for: pictures of a story that was removed, renamed or now opts out. With `--update`
 * they are removed instead.
 */
const sobrantes: BrowserCommand<[names: string[]]> = async (context, names) => {
  if (!context.testPath) return [];
  const folder = path.dirname(baselinePath(context.project.config.root, context.testPath, 'x'));
  const files = await readdir(folder).catch(() => [] as string[]);
  const known = new Set(names.map((name) => `${name}.png`));
  const stale = files.filter((file) => file.endsWith('.png') && !known.has(file));
  if (context.project.serializedConfig.snapshotOptions.updateSnapshot !== 'all') return stale;
  await Promise.all(stale.map((file) => rm(path.join(folder, file))));
  return [];
};

export const visualCommands = { mouseOutside, capturar, sobrantes };
