import type { EChartsOption } from 'echarts';
import { BarChart, LineChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

// only the pieces the dashboard draws (bar and line charts on a grid): a third of full echarts
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, DatasetComponent, CanvasRenderer]);

/** One chart of the dashboard. Loaded lazily: echarts is in the console's dashboard chunk only. */
export default function Chart({ option, height = 260, testId }: { option: EChartsOption; height?: number; testId?: string }) {
  return (
    <div data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge lazyUpdate style={{ height, width: '100%' }} />
    </div>
  );
}
