// The whole page React renders, in one place for the browser (src/main.tsx: hydrated over the
// prerendered HTML, or rendered afresh) and the build's prerendering (prerenderPage.tsx), so the
// two trees cannot differ: the app shell, with the offline app's update offer beside it, in
// React's strict mode.
import { StrictMode } from 'react';
import { App, type PageAddress } from './App';
import { UpdateOffer } from './UpdateOffer';

export function AppTree({ at }: { at?: PageAddress }) {
  return (
    <StrictMode>
      <App at={at} />
      <UpdateOffer />
    </StrictMode>
  );
}
