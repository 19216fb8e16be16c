/**
 * What a story's test sends back to Vitest from the command line (npm test, test:stories).
 *
 * addon-vitest puts each story's reports on its test (`task.meta.reports`), for Storybook's test
 * panel; its accessibility report holds axe's whole result. From the command line nothing reads
 * it: a violation has already failed the story with its own message. It went, story after story,
 * from the page to Vitest and into the run's JSON report (119 MB for 783 stories, nearly all of
 * it the rules that passed or did not apply, each with its nodes). Here the report keeps what
 * can fail a story (its status and the violations) and what axe could not decide; a run from
 * Storybook's panel (VITEST_STORYBOOK 'true') keeps all of it.
 */
import { afterEach } from 'vitest';

/** Set by addon-vitest: 'false' from the command line, 'true' from Storybook's test panel. */
const enLaTerminal =
  (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env
    ?.VITEST_STORYBOOK === 'false';

interface Informe {
  type: string;
  result?: { violations?: unknown; incomplete?: unknown; error?: unknown };
}

if (enLaTerminal) {
  afterEach(({ task }) => {
    const informes = (task.meta as { reports?: Informe[] }).reports;
    for (const informe of informes ?? []) {
      if (informe.type !== 'a11y' || !informe.result || 'error' in informe.result) continue;
      const { violations, incomplete } = informe.result;
      informe.result = { violations, incomplete };
    }
  });
}
