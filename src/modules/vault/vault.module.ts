import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '@/config/app-config';
import { VaultEntry } from './entities/vault-entry.entity';
import { VaultController } from './vault.controller';
import { VaultKeyring } from './vault-keyring';
import { VaultService } from './vault.service';

/**
 * The credential vault (admins only). Other modules read secrets through VaultService.reveal;
 * modules that keep secrets of their own (webhook signing secrets) seal them with VaultKeyring.
 */
@Module({
  imports: [TypeOrmModule.forFeature([VaultEntry])],
  controllers: [VaultController],
  providers: [
    VaultService,
    {
      provide: VaultKeyring,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new VaultKeyring(config.vault.masterKey, config.vault.previousMasterKeys),
    },
  ],
  exports: [VaultService, VaultKeyring],
})
export class VaultModule {}
