// When the playground judges: one check at a time, and never two for the same inputs. A
// request whose inputs are those of the check running waits for it, and one whose inputs
// are those last shown is answered at once (a Check pressed after a paste used to judge the
// answer twice and throw the first verdict away). Input that arrives while a check runs is
// checked once, after it, with the inputs as they are then.
//
// It also keeps the time the reader has been waiting since: the last change of the inputs
// not yet shown (a paste, a keystroke, an example picked), or else the first request since
// the last verdict (Check). A verdict's wait runs from there to its being shown, so it
// counts the debounce, queueing, the worker's start and the module's compile.

const same = (a, b) => !!a && !!b && a.task === b.task && a.candidate === b.candidate && a.profile === b.profile;

// read(): the inputs now, {task, candidate, profile}. run(inputs, {since, current}): judges
// and shows them; current() tells whether they are still the inputs on the page (else a
// newer check is queued and the result may be dropped); returns true when it showed a
// verdict. unchanged(): a request answered by the verdict already shown.
export function createCheckQueue({ read, run, unchanged }) {
  let running = null;   // {inputs, promise}
  let queued = null;    // the request to make when it is done
  let shown = null;     // the inputs of the verdict on screen
  let since = null;     // when the reader began waiting (performance.now()), or null

  function request() {
    const inputs = read();
    if (running) {
      if (same(running.inputs, inputs)) return running.promise;
      queued ??= running.promise.then(() => { queued = null; return request(); });
      return queued;
    }
    if (same(shown, inputs)) {
      since = null;
      unchanged();
      return Promise.resolve();
    }
    since ??= performance.now();
    const started = since;
    const current = () => !queued || same(inputs, read());
    const promise = (async () => {
      let showed = false;
      try {
        showed = await run(inputs, { since: started, current });
      } finally {
        running = null;
      }
      if (!showed) {
        if (!queued) since = null;   // it failed: the status says so, and the wait is over
        return;
      }
      shown = inputs;
      // A change made meanwhile is still waiting for its verdict.
      if (since === started) since = null;
    })();
    running = { inputs, promise };
    return promise;
  }

  return {
    request,
    // The inputs changed at `at` (an event's timeStamp, or 0: the page's opening).
    changed(at = performance.now()) { since = at; },
  };
}
