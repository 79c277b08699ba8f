import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, FindOptionsWhere, Repository } from 'typeorm';
import { AuthenticatedUser, Role } from '@/common/auth/roles';
import { ConflictError, NotFoundError } from '@/common/errors';
import { CreateUserDto } from '../dto/create-user.dto';
import { ListUsersQueryDto } from '../dto/list-users-query.dto';
import { UpdateUserDto } from '../dto/update-user.dto';
import { User } from '../entities/user.entity';
import { PasswordHasher } from '../password-hasher';
import { SessionsService } from '../sessions.service';
import { findByIdOr404, findPage } from '@/common/database';

/** Serialises changes that could leave the studio without an active admin. */
const ADMIN_LOCK = 0x5a0a0001;

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly dataSource: DataSource,
  ) {}

  async list(query: ListUsersQueryDto): Promise<[User[], number]> {
    const where: FindOptionsWhere<User> = {};
    if (query.role) where.role = query.role;
    if (query.is_active !== undefined) where.isActive = query.is_active;
    return findPage(this.users, query, where, { email: 'ASC', id: 'ASC' });
  }

  async get(id: string): Promise<User> {
    return findByIdOr404(this.users, 'User', id);
  }

  async create(
    input: Pick<CreateUserDto, 'email' | 'full_name' | 'role' | 'password' | 'is_active'>,
  ): Promise<User> {
    const email = input.email.trim().toLowerCase();
    if (await this.users.existsBy({ email }))
      throw new ConflictError(`A user with e-mail '${email}' already exists.`);
    const user = this.users.create({
      email,
      fullName: input.full_name,
      role: input.role,
      isActive: input.is_active ?? true,
      passwordHash: await this.hasher.hash(input.password),
    });
    try {
      return await this.users.save(user);
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === '23505') {
        throw new ConflictError(`A user with e-mail '${email}' already exists.`);
      }
      throw error;
    }
  }

  /** Creates the user unless one with that e-mail exists; true when created. */
  async ensure(input: {
    email: string;
    password: string;
    role: Role;
    fullName: string;
  }): Promise<boolean> {
    try {
      await this.create({
        email: input.email,
        password: input.password,
        role: input.role,
        full_name: input.fullName,
      });
    } catch (error) {
      if (error instanceof ConflictError) return false;
      throw error;
    }
    return true;
  }

  async update(id: string, changes: UpdateUserDto): Promise<User> {
    const passwordHash = changes.password ? await this.hasher.hash(changes.password) : undefined;
    return this.dataSource.transaction(async (manager) => {
      await this.lockAdmins(manager);
      const user = await manager.findOneBy(User, { id });
      if (!user) throw new NotFoundError('User', id);
      const email = changes.email?.trim().toLowerCase();
      if (email && email !== user.email && (await manager.existsBy(User, { email }))) {
        throw new ConflictError(`A user with e-mail '${email}' already exists.`);
      }
      const losesAdmin =
        user.role === 'admin' &&
        user.isActive &&
        (changes.role === 'editor' || changes.is_active === false);
      if (losesAdmin) await this.assertAnotherActiveAdmin(manager, user.id, 'demote or deactivate');

      const endsSessions =
        passwordHash !== undefined || (user.isActive && changes.is_active === false);
      manager.merge(User, user, {
        ...(email !== undefined && { email }),
        ...(changes.full_name !== undefined && { fullName: changes.full_name }),
        ...(changes.role !== undefined && { role: changes.role }),
        ...(changes.is_active !== undefined && { isActive: changes.is_active }),
        ...(passwordHash !== undefined && { passwordHash, passwordChangedAt: new Date() }),
      });
      const saved = await manager.save(user);
      if (endsSessions) await this.sessions.revokeAllOf(user.id, undefined, manager);
      return saved;
    });
  }

  async remove(id: string, caller: AuthenticatedUser): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.lockAdmins(manager);
      const user = await manager.findOneBy(User, { id });
      if (!user) throw new NotFoundError('User', id);
      if (user.id === caller.id) throw new ConflictError('You cannot delete your own account.');
      if (user.role === 'admin' && user.isActive)
        await this.assertAnotherActiveAdmin(manager, user.id, 'delete');
      await manager.delete(User, { id });
    });
  }

  /**
   * Gives a user the role single sign-on mapped their groups to, through `write`, unless that
   * would demote the last active admin: the user then stays admin (the rule of update(), under the
   * same lock, so two demotions at once cannot each count the other as the admin left). `userId`
   * is undefined for a user not created yet. Answers what `write` answered and the role written.
   */
  async applyMappedRole<T>(
    userId: string | undefined,
    mapped: Role,
    write: (role: Role, manager: EntityManager) => Promise<T>,
  ): Promise<{ result: T; role: Role; keptAdmin: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockAdmins(manager);
      const current = userId
        ? await manager.findOne(User, {
            where: { id: userId },
            select: { id: true, role: true, isActive: true },
          })
        : null;
      const keptAdmin =
        mapped !== 'admin' &&
        current !== null &&
        current.role === 'admin' &&
        current.isActive &&
        !(await this.anotherActiveAdmin(manager, current.id));
      const role: Role = keptAdmin ? 'admin' : mapped;
      return { result: await write(role, manager), role, keptAdmin };
    });
  }

  private async lockAdmins(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_LOCK]);
  }

  private async assertAnotherActiveAdmin(
    manager: EntityManager,
    exceptId: string,
    action: string,
  ): Promise<void> {
    if (!(await this.anotherActiveAdmin(manager, exceptId)))
      throw new ConflictError(`Cannot ${action} the last active admin.`);
  }

  /** The last-admin rule: the studio keeps at least one active admin. Call under lockAdmins. */
  private anotherActiveAdmin(manager: EntityManager, exceptId: string): Promise<boolean> {
    return manager
      .createQueryBuilder(User, 'u')
      .where("u.role = 'admin' AND u.is_active AND u.id <> :exceptId", { exceptId })
      .getExists();
  }
}
