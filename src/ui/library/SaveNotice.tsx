// What the game page says about keeping the game, at once and in words (the game host holds the
// facts): a save the browser refused, with its reason and what to do (download the record; the
// game stays playable here), a damaged library entry that was set aside, another tab that
// changed this game, and a quiet line with the save state ("Saved in this browser"). The line
// carries `data-save-state` (`new`, `saving`, `saved`, `failed`) and `data-revision` for tests.
import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { writeRecord } from '../../game/recordFile';
import type { GameState } from '../../game/store';
import { downloadText } from '../common/download';
import type { HostNotice } from '../../game/host';
import { useGameHost } from '../shell/gameHostContext';
import { useT, type MessageKey } from '../i18n/i18n';
import { recordFileName } from './recordLinks';
import { storageProblemText } from '../i18n/storageProblemText';
import './library.css';

const NOTICE_KEYS: Record<HostNotice['kind'], MessageKey> = {
  'restore-failed': 'game.restoreFailed',
  'open-elsewhere': 'game.openElsewhere',
  conflict: 'game.conflict',
  'deleted-elsewhere': 'game.deletedElsewhere',
};

export function SaveNotice({ store }: { store: StoreApi<GameState> }) {
  const t = useT();
  const host = useGameHost();
  const read = () => host.status(store);
  const status = useSyncExternalStore(host.subscribe, read, read); // (the same when prerendered)
  const { save, notice } = status;
  const download = () => {
    const session = store.getState().session;
    downloadText(recordFileName(session), writeRecord(session));
  };
  return (
    <>
      {save.kind === 'failed' && (
        <div className="notice save-failed" role="alert">
          <p>{t('game.saveFailed', { error: storageProblemText(t, save.problem) })}</p>
          <button type="button" className="button button-primary" onClick={download}>
            {t('record.download')}
          </button>
        </div>
      )}
      {notice && (
        <p className="notice" role="alert" data-notice={notice.kind}>
          {t(NOTICE_KEYS[notice.kind], {
            error: 'problem' in notice ? storageProblemText(t, notice.problem) : '',
          })}
          <button
            type="button"
            className="notice-close"
            aria-label={t('settings.close')}
            onClick={() => host.dismissNotice(store)}
          >
            ×
          </button>
        </p>
      )}
      <p
        className="save-status"
        data-save-state={save.kind}
        data-revision={save.kind === 'saved' ? save.revision : undefined}
      >
        {t(`save.${save.kind}`)}
      </p>
    </>
  );
}
