// The demo page's own script: opens the widgets through their JS API and lists their events.
const log = document.getElementById('eventos');
for (const [id, button] of [
  ['chatbot', 'abrir'],
  ['commander', 'abrir-commander'],
]) {
  const widget = document.getElementById(id);
  document.getElementById(button).addEventListener('click', () => widget.open());
  for (const name of ['sppock:open', 'sppock:close', 'sppock:message']) {
    widget.addEventListener(name, (event) => {
      log.textContent = `Último evento (${id}): ${name}${event.detail?.message ? ` — ${event.detail.message.slice(0, 80)}` : ''}`;
    });
  }
}
