/**
 * The Node side of the stories' visual baselines (capturas.ts is the browser side): browser
 * commands for the storybook project in vitest.config.ts.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Frame, Page } from 'playwright';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';

/** Where the stories' visual baselines live: one folder, mirroring the story files' paths. */
export const baselines = '.storybook/__screenshots__';

type PlaywrightContext = BrowserCommandContext & { page: Page; frame(): Promise<Frame> };

/**
 * Puts the real mouse outside the stories' frame (the window is larger than any story's frame),
 * where Chromium sends the page no pointer event of its own, not even after a layout change; a
 * story's simulated hover (user-event) then lasts as long as the story wants it.
 */
const mouseOutside: BrowserCommand<[]> = async (context) => {
  if (context.provider.name !== 'playwright') return;
  const { page } = context as PlaywrightContext;
  const window = page.viewportSize();
  if (window) await page.mouse.move(window.width - 1, window.height - 1);
};

/**
 * Brings the real mouse from outside onto the top-left corner of the story's frame, over no
 * control: the page gets a `pointerover`, which ends any hover react-aria still holds from a
 * simulated click.
 */
const mouseToCorner: BrowserCommand<[]> = async (context, ...args) => {
  if (context.provider.name !== 'playwright') return;
  await mouseOutside(context, ...args);
  await (context as PlaywrightContext).page.mouse.move(0, 0);
};

/** `.storybook/__screenshots__/<story file's path>/<name>.png`, as vitest.config.ts says. */
export function baselinePath(root: string, testPath: string, name: string) {
  return path.join(root, baselines, path.relative(root, testPath), `${name}.png`);
}

/**
 * The quick path of a comparison: one picture of `selector` whose PNG bytes equal the
 * baseline's. Chromium encodes the same pixels to the same bytes, so a story that did not change
 * is settled without decoding either image (decoding two 1200×900 PNGs in JavaScript and
 * comparing them costs about a tenth of a second; 1,000 pictures a run). Anything else answers
 * false and the story falls back to Vitest's `toMatchScreenshot`, which waits for a stable
 * picture, compares pixel by pixel, writes the diff and fails. With `--update` the picture is
 * written as the baseline once two pictures in a row agree.
 */
const matchesBaseline: BrowserCommand<[selector: string, name: string]> = async (
  context,
  selector,
  name,
) => {
  if (context.provider.name !== 'playwright' || !context.testPath) return false;
  const frame = await (context as PlaywrightContext).frame();
  const take = () =>
    frame.locator(selector).screenshot({ animations: 'disabled', caret: 'hide', scale: 'device' });
  const file = baselinePath(context.project.config.root, context.testPath, name);
  if (context.project.serializedConfig.snapshotOptions.updateSnapshot === 'all') {
    let previous = await take();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const picture = await take();
      if (picture.equals(previous)) {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, picture);
        return true;
      }
      previous = picture;
    }
    return false;
  }
  const baseline = await readFile(file).catch(() => null);
  if (!baseline) return false;
  return (await take()).equals(baseline);
};

export const visualCommands = { mouseOutside, mouseToCorner, matchesBaseline };
