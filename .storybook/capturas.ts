/**
 * Visual baselines of every story, taken in the same run that already renders it as a test:
 * after the story's play function and its accessibility check have passed, one picture of the
 * story's root in the light theme and one in the high-contrast theme, each compared with the
 * committed baseline in `.storybook/__screenshots__/` (see vitest.config.ts). Loaded by the
 * `storybook` project unless VISUAL=0.
 *
 * The second picture swaps the theme's class on the story's root instead of rendering the story
 * again: the components read only the theme's CSS variables, so the swap is what a re-render in
 * that theme would paint, at the cost of one screenshot.
 *
 * A picture is one call of Chromium's own screenshot (capturas-node.ts) of the root's box, whose
 * PNG bytes either equal the baseline's or differ by no more than the comparison allows (the
 * story passes), or go to Vitest's `toMatchScreenshot`, which compares pixels, writes the diff
 * and fails.
 *
 * A story whose picture cannot be stable opts out with a reason:
 * `parameters: { capturas: { omitir: 'why' } }`.
 *
 * Every story of @clinica/flows, and a component story that asks for it
 * (`parameters: { capturas: { movil: true } }`), is pictured on a phone too: the frame narrowed to
 * 375 px, both themes again, named `<story>-<theme>-375`. A layout that breaks only on a phone (a
 * cut label, a stepper that wraps, a table turned cards) fails its own picture.
 */
import { type ClinicaTheme, highContrastTheme, lightTheme } from '@clinica/ui';
import { setInteractionModality } from 'react-aria';
import { afterAll, afterEach, beforeAll, beforeEach, expect, type TestContext, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { Recorte, Resultado } from './capturas-node.js';

declare module 'vitest/browser' {
  /** Defined in capturas-node.ts. */
  interface BrowserCommands {
    mouseOutside: () => Promise<void>;
    capturar: (recorte: Recorte, name: string) => Promise<Resultado>;
    sobrantes: (names: string[]) => Promise<string[]>;
  }
}

/** The instant every story starts at: the stories' "today" must not move the pictures. */
export const STORY_CLOCK = new Date('2026-11-25T11:00:00Z');

const themeClass: Record<ClinicaTheme, string> = {
  light: lightTheme,
  highContrast: highContrastTheme,
};
const themes = Object.keys(themeClass) as ClinicaTheme[];

/** What addon-vitest leaves on the test's context: the composed story it ran. */
interface StoryUnderTest {
  storyName: string;
  parameters: { capturas?: { omitir?: unknown; movil?: unknown } };
  globals: { theme?: ClinicaTheme };
}

const storyOf = (context: TestContext) =>
  (context as TestContext & { story?: StoryUnderTest }).story;

/** The phone's width of the second set of pictures (an iPhone's, and the narrowest the app keeps whole). */
const ANCHO_MOVIL = 375;

/** Whether the story gets its pictures at 375 px as well: every flow's, and a component's that asks. */
function conMovil(context: TestContext, story: StoryUnderTest): boolean {
  const pedido = story.parameters.capturas?.movil;
  if (typeof pedido === 'boolean') return pedido;
  return /[\\/]packages[\\/]flows[\\/]/.test(context.task.file?.filepath ?? '');
}

/** Vitest's own sanitising of a screenshot's name, so the fast path and it use one file. */
const fileName = (name: string) => name.replace(/[^\w-]+/g, '');

// Transitions would animate the theme swap's colours; the caret blinks.
const stillStyle =
  '*, *::before, *::after { transition: none !important; caret-color: transparent !important; }';

/**
 * The pictures this story file's stories should have, whether they passed or not: at the end of
 * the file, any other picture in its baseline folder belongs to a story that no longer exists.
 */
let expected: string[] = [];
/** Whether every story of the file ran (no name filter, no skipped story). */
let wholeFile = true;
let file: TestContext['task']['file'] | undefined;

// The real mouse waits outside the stories' frame (the window is larger than any frame), where
// Chromium sends the page no pointer event of its own, not even after a layout change: a story's
// simulated hover (user-event) lasts as long as the story wants it, and only the stories' own
// pointer events reach the page.
beforeAll(() => commands.mouseOutside());

beforeEach(() => {
  // One page runs every story file (isolate: false), and react-aria keeps the last interaction
  // (keyboard or pointer) in a global: it decides whether a focused element shows its ring.
  // Every story starts as after a key press, or its picture would depend on the story before.
  setInteractionModality('keyboard');
  // Dates shown by the stories (the calendar's today, "citas de hoy", today's date by default
  // in the wizards) come from this instant, and the clock still runs from it.
  vi.useFakeTimers({ now: STORY_CLOCK, toFake: ['Date'], shouldAdvanceTime: true });
});

afterEach(async (context) => {
  try {
    await compareWithBaselines(context);
  } finally {
    vi.useRealTimers();
  }
});

afterAll(async () => {
  const names = expected;
  const all = wholeFile && file !== undefined && everyTestRan(file);
  expected = [];
  wholeFile = true;
  file = undefined;
  if (!all) return;
  const stale = await commands.sobrantes(names);
  if (stale.length > 0) {
    throw new Error(
      `Capturas de referencia de historias que ya no existen (o que las omiten): ${stale.join(', ')}. ` +
        'Bórralas, o vuelve a tomarlas con npm run test:visual:update -- <fichero de historias>.',
    );
  }
});

type Task = TestContext['task'] | NonNullable<TestContext['task']['file']>;

/** Whether each test under `task` ran: none left out by a name filter, `.skip` or a tag. */
function everyTestRan(task: Task | Task['file']['tasks'][number]): boolean {
  if ('tasks' in task) return task.tasks.every(everyTestRan);
  return task.mode === 'run' && task.result?.state !== 'skip';
}

async function compareWithBaselines(context: TestContext) {
  file = context.task.file;
  const story = storyOf(context);
  if (!story) {
    wholeFile = false;
    return;
  }
  const omitir = story.parameters.capturas?.omitir;
  if (omitir !== undefined) {
    if (typeof omitir !== 'string' || omitir.trim() === '') {
      throw new Error(
        `${story.storyName}: parameters.capturas.omitir necesita el motivo, en palabras`,
      );
    }
    return;
  }
  const shown = story.globals.theme ?? 'light';
  const order = [shown, ...themes.filter((theme) => theme !== shown)];
  const names = order.map((theme) => fileName(`${story.storyName}-${theme}`));
  const movil = conMovil(context, story);
  const namesMovil = movil
    ? order.map((theme) => fileName(`${story.storyName}-${theme}-${ANCHO_MOVIL}`))
    : [];
  expected.push(...names, ...namesMovil);
  // A story that already failed has nothing worth comparing; its own error says why.
  if (context.task.result?.state === 'fail') return;

  const root = document.querySelector<HTMLElement>('[data-story-root]');
  if (!root) throw new Error('El decorador de preview.tsx no ha pintado [data-story-root]');

  const still = document.createElement('style');
  still.textContent = stillStyle;
  document.head.append(still);
  let resume: () => void = () => {};
  try {
    // No picture shows a hover (a story's simulated click leaves one).
    endHover();
    await settle();
    await document.fonts.ready;
    resume = stopAnimations();
    const failures: string[] = [];
    for (const [index, theme] of order.entries()) {
      if (index > 0) swapTheme(root, order[index - 1] as ClinicaTheme, theme);
      const failure = await compare(root, names[index] as string);
      if (failure) failures.push(failure);
    }
    swapTheme(root, order[order.length - 1] as ClinicaTheme, shown);
    if (movil) {
      // The same story, its state as the play function left it, in a phone's width.
      const { innerWidth: ancho, innerHeight: alto } = window;
      root.style.minHeight = '';
      await page.viewport(ANCHO_MOVIL, alto);
      await relayout();
      for (const [index, theme] of order.entries()) {
        if (index > 0) swapTheme(root, order[index - 1] as ClinicaTheme, theme);
        const failure = await compare(root, namesMovil[index] as string);
        if (failure) failures.push(failure);
      }
      swapTheme(root, order[order.length - 1] as ClinicaTheme, shown);
      root.style.minHeight = '';
      await page.viewport(ancho, alto);
    }
    if (failures.length > 0) throw new Error(failures.join('\n'));
  } finally {
    resume();
    still.remove();
    root.style.minHeight = '';
  }
}

/**
 * The same bytes as the baseline settle it at once, and so do other bytes whose pixels the
 * comparison of vitest.config.ts lets through (capturas-node.ts). Pixels it refuses go to Vitest's
 * `toMatchScreenshot` (pixel by pixel, with the diff written beside); a failure there is soft, so
 * the story's other picture is still taken. A missing baseline is written (or, with CI set, not)
 * and fails the story, which names it.
 */
async function compare(root: HTMLElement, name: string): Promise<string | undefined> {
  const result = await commands.capturar(await frame(root), name);
  if (result === 'igual' || result === 'parecida' || result === 'escrita') return undefined;
  if (result === 'falta') {
    return `${name}: no hay captura de referencia (con CI no se escribe; npm run test:visual:update la toma).`;
  }
  if (result === 'nueva') {
    return `${name}: no había captura de referencia; se ha escrito: revísala y haz commit de ella.`;
  }
  await expect.soft(root).toMatchScreenshot(name);
  return undefined;
}

/**
 * Makes the whole root visible and says where it is in the window. The story's frame is
 * 1200×900 (addon-vitest sets it before each story): a taller story has its frame grown to its
 * height (the window leaves room, vitest.config.ts), an open dialog or a popover hanging below a
 * short story has the root grown (empty space at its bottom) to take it in.
 */
async function frame(root: HTMLElement) {
  for (let round = 0; ; round += 1) {
    reachOverlays(root);
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height <= window.innerHeight || round === 2) break;
    const room = roomInWindow(height);
    if (window.innerHeight >= room) break;
    await page.viewport(window.innerWidth, Math.min(height, room));
  }
  // A story taller than the window would be pictured cut, and a change below the cut unseen. (A
  // layout as tall as its frame, `100vh` and a margin, grows with it: it stops after its rounds,
  // with room left, and is pictured at the frame's height, as a screen shows it.)
  const whole = Math.ceil(root.getBoundingClientRect().height);
  if (whole > window.innerHeight && window.innerHeight >= roomInWindow(whole)) {
    throw new Error(
      `La historia mide ${whole} px de alto y su marco solo llega a ${window.innerHeight} px: la captura saldría cortada (la ventana de las capturas está en vitest.config.ts).`,
    );
  }
  if (window.scrollX !== 0 || window.scrollY !== 0) window.scrollTo(0, 0);
  const box = root.getBoundingClientRect();
  const offset = window.frameElement?.getBoundingClientRect() ?? { left: 0, top: 0 };
  const left = Math.floor(offset.left + box.left);
  const top = Math.floor(offset.top + box.top);
  const bottom = Math.min(offset.top + box.bottom, offset.top + window.innerHeight);
  return {
    x: left,
    y: top,
    width: Math.ceil(offset.left + box.right) - left,
    height: Math.ceil(bottom) - top,
  };
}

const frameTop = () => window.frameElement?.getBoundingClientRect().top ?? 0;

/** How tall the frame can grow in the window below its top (`height` outside a window). */
const roomInWindow = (height: number) =>
  window.top ? window.top.innerHeight - frameTop() : height;

/**
 * Ends any hover a story's simulated pointer left, as a real mouse moving onto the page's corner
 * would: react-aria's `useHover` ends a hover at the next `pointerover` outside the hovered
 * element, which it listens for on the document.
 */
function endHover() {
  document.body.dispatchEvent(
    new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse' }),
  );
}

const nextFrame = () => new Promise(requestAnimationFrame);

/**
 * After the frame changes width: what measures itself (a table that turns cards below 768 px, by a
 * ResizeObserver) hears of it in the next frame, and React draws the change after that; then any
 * animation it starts is awaited as after the play function.
 */
async function relayout() {
  for (let round = 0; round < 3; round += 1) {
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await settle();
}

/**
 * Whether an overlay is in the page but not yet shown: react-aria hides a modal or a popover it
 * has just mounted (opacity 0, clipped away, on its own style) until it is ready. A modal waits
 * for it two frames or more where react-aria thinks an on-screen keyboard may be opening: a
 * frame whose height shrank by 100 px or more (the pictures grow and shrink it) reads as a
 * keyboard for a while after (docs/revision-visual.md).
 */
const preparingOverlay = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-clinica-overlays] *')).some(
    (element) => element.style.opacity === '0' && element.style.clipPath === 'inset(50%)',
  );

/**
 * Waits for what is still moving when the play function ends: a dialog fading in or out (react-aria
 * keeps it in the page with `data-entering`/`data-exiting` until its animation ends), a toast
 * sliding in, an overlay not yet shown. Spinners and skeletons loop forever: stopAnimations stops
 * those for the picture.
 */
async function settle() {
  // A modal waits two frames; one that waits for a keyboard's resize, at most 600 ms.
  for (let waited = 0; waited < 1000 && preparingOverlay(); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (let round = 0; round < 5; round += 1) {
    await nextFrame();
    const finite = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
      );
    if (finite.length === 0 && !document.querySelector('[data-entering], [data-exiting]')) return;
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 500)),
    ]);
  }
}

/**
 * What Playwright's `animations: 'disabled'` does: a finite animation jumps to its end, an
 * endless one (a spinner, a skeleton's shimmer) is cancelled, so it shows its first frame, and
 * plays again after the pictures.
 */
function stopAnimations() {
  const endless: Animation[] = [];
  for (const animation of document.getAnimations()) {
    if (!animation.effect || animation.playbackRate === 0) continue;
    try {
      if (Number.isFinite(animation.effect.getComputedTiming().endTime)) animation.finish();
      else {
        animation.cancel();
        endless.push(animation);
      }
    } catch {
      // An animation that cannot finish (no end) is left as it is.
    }
  }
  return () => {
    for (const animation of endless) animation.play();
  };
}

/**
 * The theme's class sits on the provider's two elements under the root: the content and the
 * themed container that dialogs, popovers and toasts portal into.
 */
function swapTheme(root: HTMLElement, from: ClinicaTheme, to: ClinicaTheme) {
  if (from === to) return;
  for (const element of root.querySelectorAll<HTMLElement>(`:scope > .${themeClass[from]}`)) {
    element.classList.replace(themeClass[from], themeClass[to]);
    if (element.dataset.theme) element.dataset.theme = to;
  }
}

/**
 * The picture is the root's box. An open dialog is fixed over the whole frame and a popover can
 * hang below a short story: the root grows (empty space at its bottom) to take them in.
 */
function reachOverlays(root: HTMLElement) {
  root.style.minHeight = '';
  const box = root.getBoundingClientRect();
  let bottom = box.bottom;
  for (const element of root.querySelectorAll('[data-clinica-overlays] *')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.bottom <= bottom) continue;
    // What paints nothing (hidden, transparent) does not stretch the picture.
    if (element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      bottom = rect.bottom;
    }
  }
  if (bottom > box.bottom) root.style.minHeight = `${Math.ceil(bottom - box.top)}px`;
}
