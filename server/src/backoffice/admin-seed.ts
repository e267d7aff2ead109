import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RolesService } from './roles.service';

/** The API makes sure the administrator of ADMIN_EMAIL / ADMIN_PASSWORD exists when it starts. */
@Injectable()
export class AdminSeed implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly roles: RolesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.admin) await this.roles.ensureAdmin(this.config.admin.email, this.config.admin.password);
  }
}
