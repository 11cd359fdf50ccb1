// The demo page's own script: opens the widget through its JS API and lists the widget's events.
const chatbot = document.getElementById('chatbot');
const log = document.getElementById('eventos');
document.getElementById('abrir').addEventListener('click', () => chatbot.open());
for (const name of ['sppock:open', 'sppock:close', 'sppock:message']) {
  chatbot.addEventListener(name, (event) => {
    log.textContent = `Último evento: ${name}${event.detail?.message ? ` — ${event.detail.message.slice(0, 80)}` : ''}`;
  });
}
