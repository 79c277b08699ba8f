import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '@/config/app-config';
import { UsersService } from './users/users.service';

/** ADMIN_EMAIL/ADMIN_PASSWORD: creates that admin at start when it does not exist yet. */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminBootstrapService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { email, password } = this.config.admin;
    if (!email || !password) return;
    const created = await this.users.ensure({
      email,
      password,
      role: 'admin',
      fullName: 'Administrator',
    });
    if (created) this.logger.log(`Created admin ${email} from ADMIN_EMAIL`);
  }
}
