import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import { ok } from '../common/envelope';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { ContactMessageDto } from '../contracts/requests/contact.request';
import { ContactService } from './contact.service';
import { Refuses } from '../openapi/refuses.decorator';

export const CONTACT_RECEIVED = 'Thank you for your message. Our support team will get back to you shortly.';

@Controller('public/contact')
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    private readonly rateLimit: RateLimitService,
  ) {}

  @Post()
  @Refuses('RATE_LIMITED')
  @HttpCode(200)
  async send(@Body() dto: ContactMessageDto, @Ip() ip: string): Promise<ApiEnvelope<null>> {
    await this.rateLimit.hit('contact', { ip });
    await this.contact.receive(dto, ip);
    return ok(null, CONTACT_RECEIVED);
  }
}
