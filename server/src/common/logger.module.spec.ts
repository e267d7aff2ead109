import { Controller, Get, Injectable, Logger as NestLogger } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { Logger, LoggerModule, PinoLogger } from 'nestjs-pino';
import { Writable } from 'node:stream';
import { loggerParams } from './logger.module';
import { newRequestId } from './request-id';

/** A service a controller calls, logging as every service does. */
@Injectable()
class Quotes {
  private readonly logger = new NestLogger(Quotes.name);
  constructor(private readonly pino: PinoLogger) {}

  quote(): { price: number } {
    this.logger.log('quoting through the Nest logger');
    this.pino.info('quoting through PinoLogger');
    return { price: 1 };
  }
}

@Controller('quote')
class QuoteController {
  constructor(private readonly quotes: Quotes) {}

  @Get()
  get(): { price: number } {
    return this.quotes.quote();
  }
}

describe('the API logger', () => {
  it('names the request (its reqId, the x-request-id echoed) on every line a service logs while serving it', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const params = loggerParams({ logLevel: 'info' }, 'json');
    const moduleRef = await Test.createTestingModule({
      imports: [LoggerModule.forRoot({ ...params, pinoHttp: [params.pinoHttp as object, stream] })],
      controllers: [QuoteController],
      providers: [Quotes],
    }).compile();
    const app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter({ genReqId: newRequestId }), { bufferLogs: true });
    app.useLogger(app.get(Logger));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();

    const res = await app.inject({ method: 'GET', url: '/quote', headers: { 'x-request-id': 'req-7' } });
    await app.close();

    expect(res.statusCode).toBe(200);
    for (const msg of ['quoting through the Nest logger', 'quoting through PinoLogger']) {
      expect(lines.find((l) => l.msg === msg)).toMatchObject({ reqId: 'req-7' });
    }
  });

  it('writes pretty lines only through pino-pretty, JSON without a transport', () => {
    expect(loggerParams({ logLevel: 'info' }, 'pretty').pinoHttp).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerParams({ logLevel: 'info' }, 'json').pinoHttp).not.toHaveProperty('transport');
  });
});
