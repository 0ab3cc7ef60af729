// The canary commands of scripts/remotes.mjs: a built version beside the deployed
// one for a share of browsers, then promoted or aborted. Each step is one change of the deploy
// state, in its history, refused when it would change nothing; the server re-reads the file,
// so pages opened (or navigated to in full) from then on follow it.
//   npm run remotes -- canary mfe-cards 1.1.0 --percent 20
//   npm run remotes -- promote mfe-cards
//   npm run remotes -- abort mfe-cards

/** How the API's canary judge starts its history entry (api/src/platform/static/canary-judge.ts). */
const AUTO_ABORT = 'canary aborted automatically';

/**
 * @param {object} ctx what remotes.mjs shares: the deploy-state modules (S, W: its writes), loadState, lock,
 *   unlock, writeState, checkBuilt, refuse, setVersion, stateFile, shown, when, confirmServed, refuseBusy
 */
export function canaryCommands(ctx) {
  const {
    S,
    W,
    loadState,
    lock,
    unlock,
    writeState,
    checkBuilt,
    refuse,
    setVersion,
    shown,
    stateFile,
    confirmServed,
  } = ctx;
  const untouched = () => `nothing changed (${shown(stateFile)} untouched)`;
  const share = (canary) => `${canary.version} for ${canary.percent}% of browsers`;

  function checkCanary(state, app, version, percent) {
    const deployed = S.deployedVersion(state, app);
    const running = state.canaries[app];
    if (deployed === version)
      refuse(
        `${app} ${version} is the deployed version; a canary needs another built version; ${untouched()}`,
      );
    if (running && running.version !== version) {
      refuse(
        `${app} already has a canary: ${share(running)} since ${ctx.when(running.since)}. Promote or abort it first; ${untouched()}`,
      );
    }
    if (running && running.percent === percent)
      refuse(`${app} canary is already ${share(running)}; ${untouched()}`);
    return { deployed, running };
  }

  async function canary(app, version, rawPercent, url) {
    if (!S.isVersion(version))
      refuse(`"${version}" is not a version (letters, digits, dots, + and -)`);
    const percent = Number(rawPercent);
    if (
      rawPercent === undefined ||
      !/^\d+$/.test(String(rawPercent)) ||
      !(percent >= 1 && percent <= 99)
    ) {
      refuse(
        `--percent must be a whole number from 1 to 99 (got ${rawPercent ?? 'none'}); ${untouched()}`,
      );
    }
    checkCanary(loadState(), app, version, percent);
    await checkBuilt(app, version, url);
    lock();
    const state = loadState(); // again under the lock: another change may have landed meanwhile
    const { deployed, running } = checkCanary(state, app, version, percent);
    const at = new Date().toISOString();
    state.canaries[app] = { version, percent, since: at };
    const by = running ? `canary ${percent}% (was ${running.percent}%)` : `canary ${percent}%`;
    state.history.push({ at, app, from: deployed ?? version, to: version, by });
    writeState(state);
    unlock();
    console.log(
      `✔ ${app}: canary ${share(state.canaries[app])}${running ? ` (was ${running.percent}%)` : ''}; the rest keep ${deployed ?? '(none)'} ` +
        `(recorded in ${shown(stateFile)}). Each browser keeps its side (its qcard_cohort cookie) from its next page load on.`,
    );
  }

  /** The running canary of an app, refusing when there is none. */
  function runningCanary(state, app, command) {
    const running = state.canaries[app];
    if (!running)
      refuse(`${app} has no canary running; nothing to ${command} (${shown(stateFile)} untouched)`);
    return running;
  }

  async function promote(app, url) {
    const first = runningCanary(loadState(), app, 'promote');
    await checkBuilt(app, first.version, url);
    lock();
    const state = loadState();
    const running = runningCanary(state, app, 'promote');
    if (running.version !== first.version)
      refuse(`${shown(stateFile)} changed meanwhile; nothing changed. Run promote again.`);
    const from = S.deployedVersion(state, app);
    delete state.canaries[app];
    setVersion(state, app, running.version);
    state.history.push({
      at: new Date().toISOString(),
      app,
      from,
      to: running.version,
      by: 'promote',
    });
    writeState(state);
    unlock();
    const confirmed = await confirmServed(app, running.version, url);
    console.log(
      `✔ ${app}: promoted canary ${running.version} (was ${running.percent}%): ${from ?? '(none)'} → ${running.version} for every browser from its next page load.${confirmed}`,
    );
  }

  async function abort(app) {
    runningCanary(loadState(), app, 'abort');
    // The same write the API's canary judge aborts with (deploy-state-write.ts).
    let done;
    try {
      done = W.abortCanary(stateFile, app, { by: 'canary aborted', at: new Date() });
    } catch (e) {
      ctx.refuseBusy(e);
    }
    if (!done) runningCanary(loadState(), app, 'abort');
    console.log(
      `✔ ${app}: canary ${done.canary.version} aborted; every browser gets ${done.deployed ?? '(none)'} from its next page load (recorded in ${shown(stateFile)}).`,
    );
  }

  /** switch and rollback end the app's canary: call under the lock, before their own history line. */
  function endCanary(state, app, by, at) {
    const running = state.canaries[app];
    if (!running) return '';
    delete state.canaries[app];
    state.history.push({
      at,
      app,
      from: running.version,
      to: S.deployedVersion(state, app) ?? running.version,
      by: `canary ended by ${by}`,
    });
    return ` Its canary ${running.version} (${running.percent}%) ended.`;
  }

  /** The canary column of list: "1.1.0 20% since 2026-... UTC", or "-". */
  function canaryText(state, app) {
    const running = state?.canaries[app];
    return running
      ? `${running.version} ${running.percent}% since ${ctx.when(running.since)}`
      : '-';
  }

  /** Lines under list for each app whose last canary step was the API's automatic abort, with its figures. */
  function autoAbortNotes(state) {
    const notes = [];
    for (const app of S.DEPLOY_APPS) {
      const last = state?.history.filter((c) => c.app === app && c.by.startsWith('canary')).at(-1);
      if (last && !state.canaries[app] && last.by.startsWith(AUTO_ABORT))
        notes.push(`${app}: canary ${last.from} ${last.by} (${ctx.when(last.at)})`);
    }
    return notes;
  }

  return { canary, promote, abort, endCanary, canaryText, autoAbortNotes };
}
