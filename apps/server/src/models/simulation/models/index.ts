import type { ModelDefinition } from '../definition.ts';
import { carnotModel } from './carnot.ts';
import { coldRoomLiveLoadModel } from './cold-room-live-load.ts';
import { coldRoomLoadModel } from './cold-room-load.ts';
import { coolingTimeModel } from './cooling-time.ts';
import { defrostEnergyModel } from './defrost-energy.ts';
import { dewPointModel } from './dew-point.ts';
import { envelopeHeatModel } from './envelope-heat.ts';
import { heatExchangerNtuModel } from './heat-exchanger-ntu.ts';
import { moistAirModel } from './moist-air.ts';
import { multilayerWallModel } from './multilayer-wall.ts';
import { pipePressureDropModel } from './pipe-pressure-drop.ts';
import { plankFreezingModel } from './plank-freezing.ts';
import { reeferDriftModel } from './reefer-drift.ts';
import { refrigerantSaturationModel } from './refrigerant-saturation.ts';
import { respirationHeatModel } from './respiration-heat.ts';
import { saturationPressureModel } from './saturation-pressure.ts';
import { truckKValueModel } from './truck-k-value.ts';
import { vapourCompressionCopModel } from './vapour-compression-cop.ts';

/** The built-in mechanism models by their catalogue code. */
export const MODEL_DEFINITIONS: ReadonlyMap<string, ModelDefinition> = new Map(
  [
    dewPointModel,
    moistAirModel,
    saturationPressureModel,
    refrigerantSaturationModel,
    vapourCompressionCopModel,
    carnotModel,
    envelopeHeatModel,
    coldRoomLoadModel,
    multilayerWallModel,
    plankFreezingModel,
    respirationHeatModel,
    coolingTimeModel,
    reeferDriftModel,
    truckKValueModel,
    heatExchangerNtuModel,
    pipePressureDropModel,
    defrostEnergyModel,
    coldRoomLiveLoadModel,
  ].map((model) => [model.code, model]),
);
