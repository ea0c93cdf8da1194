import * as migration_20261121_232249_initial from './20261121_232249_initial';
import * as migration_20261121_234421_leads_pipeline from './20261121_234421_leads_pipeline';

export const migrations = [
  {
    up: migration_20261121_232249_initial.up,
    down: migration_20261121_232249_initial.down,
    name: '20261121_232249_initial',
  },
  {
    up: migration_20261121_234421_leads_pipeline.up,
    down: migration_20261121_234421_leads_pipeline.down,
    name: '20261121_234421_leads_pipeline'
  },
];
