import * as migration_20261121_232254_initial from './20261121_232254_initial';
import * as migration_20261121_234708_leads_pipeline from './20261121_234708_leads_pipeline';

export const migrations = [
  {
    up: migration_20261121_232254_initial.up,
    down: migration_20261121_232254_initial.down,
    name: '20261121_232254_initial',
  },
  {
    up: migration_20261121_234708_leads_pipeline.up,
    down: migration_20261121_234708_leads_pipeline.down,
    name: '20261121_234708_leads_pipeline'
  },
];
