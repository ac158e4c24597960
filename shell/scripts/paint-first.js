// Loaded by the prerendered pages in place of the app's own script tags (see prerender.mjs): starts the app
// once the page's first frame is on screen, so the app's JavaScript (parsed and run on the same two cores as
// the page's raster) does not hold the first paint back. The scripts are preloaded meanwhile.
(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of document.querySelectorAll('link[data-app-script]')) {
      const script = document.createElement('script');
      script.src = link.href;
      script.async = false;
      document.head.append(script);
    }
  };
  // A task after the paint entry: it is reported once the frame has been presented. A MessageChannel task,
  // since test clocks may stop timers; the timer covers a browser that reports no paint.
  const channel = new MessageChannel();
  channel.port1.onmessage = start;
  try {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      channel.port2.postMessage(null);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
  if (document.visibilityState === 'hidden') start();
  setTimeout(start, 1000);
})();
