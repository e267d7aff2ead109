import { DynamicModule, Global, Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module';
import { MetricsController } from './metrics.controller';
import { Metrics } from './metrics';
import { QueueMetrics } from './queue-metrics';
import { WorkerMetricsServer } from './worker-metrics.server';

/**
 * Prometheus metrics: global, so that any module's code can move a series through `Metrics` (one
 * registry per application). The API serves them at /api/metrics, the worker on its own port.
 */
@Global()
@Module({})
export class MetricsModule {
  static forApi(): DynamicModule {
    return {
      module: MetricsModule,
      providers: [{ provide: Metrics, useFactory: () => new Metrics('api') }],
      controllers: [MetricsController],
      exports: [Metrics],
    };
  }

  /** For a shell tool (npm run user:role): the code it shares moves series that nothing serves. */
  static forTool(): DynamicModule {
    return { module: MetricsModule, providers: [{ provide: Metrics, useFactory: () => new Metrics('tool') }], exports: [Metrics] };
  }

  static forWorker(): DynamicModule {
    return {
      module: MetricsModule,
      imports: [QueueModule],
      providers: [{ provide: Metrics, useFactory: () => new Metrics('worker') }, QueueMetrics, WorkerMetricsServer],
      exports: [Metrics, QueueMetrics],
    };
  }
}
