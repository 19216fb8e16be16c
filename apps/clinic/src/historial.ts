/**
 * react-router numbers the history's entries in their state, and on a fresh entry it writes that
 * number with `history.replaceState` as it starts: a call that waits for the browser's process,
 * which by then is busy with the page's files (14 ms of a phone's main thread inside the
 * router's start, docs/rendimiento.md, 'The fifteenth round'). Written by the entry, before the
 * page asks for them, the router finds it and writes nothing. The number is react-router's own
 * (`idx`, 0 for the entry a tab opens on); historial.test.ts checks that the router still reads
 * it, and should it not, the router writes its own as before and nothing is lost.
 */
export function marcarLaEntradaDelHistorial(historial: History = window.history) {
  const estado: unknown = historial.state;
  if (estado !== null && typeof estado === 'object' && 'idx' in estado) return;
  try {
    historial.replaceState({ ...(typeof estado === 'object' ? estado : {}), idx: 0 }, '');
  } catch {
    // A browser that refuses it: the router will try, and fail, the same way.
  }
}
