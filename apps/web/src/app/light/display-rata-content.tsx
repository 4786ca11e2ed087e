import { ENGINE_TOOL_DEFAULTS } from '@portal/shared/domain/tool-terms';
import { DisplayRataPublicView } from '../../features/display-rata/components/display-rata-public-view';
import type { LightData } from './light-page';

/** Display Rata's public page on a light page, with the assumptions the server read. */
export function DisplayRataContent({ data }: { data: LightData }) {
  return <DisplayRataPublicView defaults={data.toolDefaults ?? ENGINE_TOOL_DEFAULTS} />;
}
