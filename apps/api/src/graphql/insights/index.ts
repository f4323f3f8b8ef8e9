/** The insights context's door: what other contexts of this layer may import from it. */
export { DatePresetEnum, PostTypeEnum } from './insights.types.ts';
