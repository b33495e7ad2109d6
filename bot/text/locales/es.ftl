# Catálogo en español: cada palabra que muestra el bot. Las claves se agrupan por dónde aparecen.
# Los parámetros son variables de Fluent; los ids y las versiones llegan como cadenas.

## Juegos y sus reglas

game-yacht = Yacht
game-classic = Yacht clásico
game-generala = Generala
game-5000 = 5000
game-yatzy = Yatzy
summary-yacht = 13 casillas con bono superior: el clásico al estilo Yahtzee.
summary-classic = El Yacht tradicional de 12 casillas: sin bonos ni comodín.
summary-generala = La favorita de Latinoamérica: bonos por jugadas servidas y Generalas.
summary-5000 = Tienta a la suerte: asegura puntos hasta llegar a 5000 exactos.
summary-yatzy = El Yatzy escandinavo: 15 casillas con parejas y 50 puntos de bono en la parte superior.

rules-rounds = { $rounds ->
    [one] Una ronda
   *[other] { $rounds } rondas
  }: cada jugador llena cada casilla una vez.
rules-three-rolls = Hasta tres tiradas por turno; retén los dados que quieras entre tiradas; anota tras cualquier tirada.
rules-three-rolls-rehold = Hasta tres tiradas por turno; los dados retenidos pueden volver a tirarse más adelante en el turno.
rules-zero-box = También se puede elegir una casilla cuya combinación no salió: vale 0.
rules-upper-bonus = Bono superior: +{ $bonus } si de Unos a Seises sumas { $threshold } o más.
rules-extra-yacht = Yacht extra: +{ $bonus } por cada Yacht adicional cuando la casilla Yacht tiene 50.
rules-joker = Comodín: con la casilla Yacht llena, cinco iguales deben ir a su casilla superior si está libre; si no, a cualquier casilla inferior (escaleras y full por su valor completo); si no, 0 en una casilla superior.
rules-highest-wins = Gana el total más alto; los empates comparten la victoria.
rules-no-bonus = Sin bono superior, sin bono de Yacht, sin comodín.
rules-no-extra-yatzy = Sin bono por Yatzy extra, sin comodín.
rules-scratch = Hasta tres tiradas por turno; cualquier casilla libre se puede tachar (llenar con 0).
rules-served-bonus = Escalera, full o póker servidos (en la primera tirada): +{ $bonus }.
rules-served-generala = Una Generala servida gana la partida al instante, salvo que hayas tachado la Generala.
rules-otherwise-highest = Si no, gana el total más alto; los empates comparten la victoria.
rules-5000-goal = Sé el primero en llegar exactamente a { $target }.
rules-5000-scoring = Cada 1 vale 100, cada 5 vale 50; tres iguales: cara × 100, tres unos valen 1100; cuatro iguales lo duplican, cinco iguales lo cuadruplican; 1-2-3-4-5 o 2-3-4-5-6: 1500.
rules-5000-set-aside = Solo se combinan dados de una misma tirada. Los dados que puntúan se apartan; tira el resto o asegura.
rules-5000-bust = Una tirada que no puntúa nada quema el turno. Si puntúan los cinco dados, vuelves a tirar los cinco.
rules-5000-bank = Solo se aseguran múltiplos de 100: al menos { $entry } para entrar en la partida, después al menos { $minimum }.
rules-5000-reset = Caer en el total de otro jugador lo devuelve a 0 (debe volver a entrar).
rules-5000-gift = Si al asegurar te pasas de 5000, esos puntos van al jugador con el total más bajo entre los que tienen al menos { $entry ->
    [one] { $entry } punto
   *[other] { $entry } puntos
  }.

## Opciones (sus valores se muestran tal como se escriben en los comandos)

option-full_house = Yacht: el Full vale 25 (fijo) o la suma de los dados
option-yacht_bonus = Yacht: los Yachts extra valen +100 y actúan como comodines
option-four_of_a_kind = Clásico: el Póker vale 4 × cara o la suma de los dados
option-double_generala = Generala: jugar con la casilla de Generala doble
option-generala_points = Generala: puntos por una Generala
option-double_generala_points = Generala: puntos por una Generala doble
option-served_bonus = Generala: bono por escalera/full/póker servidos
option-served_generala_wins = Generala: una Generala servida gana al instante
option-straight = Generala: qué dados forman una escalera

## Casillas: nombres y descripciones, por juego

box-ones = Unos
box-twos = Doses
box-threes = Treses
box-fours = Cuatros
box-fives = Cincos
box-sixes = Seises
box-three_of_a_kind = Trío
box-four_of_a_kind = Póker
box-full_house = Full
box-small_straight = Escalera corta
box-large_straight = Escalera larga
box-yacht = Yacht
box-chance = Suerte
box-little_straight = Escalera menor
box-big_straight = Escalera mayor
box-choice = Elección
box-straight = Escalera
box-generala = Generala
box-double_generala = Generala doble
box-one_pair = Pareja
box-two_pairs = Doble pareja
box-yatzy = Yatzy
generala-box-full_house = Full
yatzy-box-small_straight = Escalera menor
yatzy-box-large_straight = Escalera mayor

box-upper-desc = Suma de los dados que muestran { $face }.
yacht-box-three_of_a_kind-desc = Al menos tres iguales: suma de todos los dados.
yacht-box-four_of_a_kind-desc = Al menos cuatro iguales: suma de todos los dados.
yacht-box-full_house-desc = Tres de una cara y dos de otra: { $scoring ->
    [sum] suma de los dados
   *[fixed] 25
  }.
yacht-box-small_straight-desc = Cuatro seguidos (1-2-3-4, 2-3-4-5, 3-4-5-6): 30.
yacht-box-large_straight-desc = 1-2-3-4-5 o 2-3-4-5-6: 40.
yacht-box-yacht-desc = Cinco iguales: 50.
yacht-box-chance-desc = Cualquier tirada: suma de todos los dados.
classic-box-full_house-desc = Tres de una cara y dos de una cara distinta: suma de los dados.
classic-box-four_of_a_kind-desc = Al menos cuatro iguales: { $scoring ->
    [sum] suma de los cinco dados
   *[face] 4 × esa cara
  }.
classic-box-little_straight-desc = Exactamente 1-2-3-4-5: 30.
classic-box-big_straight-desc = Exactamente 2-3-4-5-6: 30.
classic-box-choice-desc = Cualquier tirada: suma de todos los dados.
classic-box-yacht-desc = Cinco iguales: 50.
generala-box-straight-desc = { $straight ->
    [one_gap] cinco caras distintas cualesquiera
    [ace_as_two] 1-2-3-4-5, 2-3-4-5-6 o 3-4-5-6-1; un 1 puede hacer de 2
   *[standard] 1-2-3-4-5, 2-3-4-5-6 o 3-4-5-6-1
  }: 20, +{ $served } si es servida (primera tirada).
generala-box-full_house-desc = Tres de una cara y dos de otra: 30, +{ $served } si es servido (primera tirada).
generala-box-four_of_a_kind-desc = Al menos cuatro iguales: 40, +{ $served } si es servido (primera tirada).
generala-box-generala-desc = Cinco iguales: { $points }.
generala-box-double_generala-desc = Cinco iguales cuando la casilla Generala ya tiene sus puntos: { $points }.
yatzy-box-one_pair-desc = Dos iguales: el doble de la cara más alta que sale al menos dos veces.
yatzy-box-two_pairs-desc = Dos parejas de caras distintas: la suma de esos cuatro dados.
yatzy-box-three_of_a_kind-desc = Tres iguales: la suma de esos tres dados.
yatzy-box-four_of_a_kind-desc = Cuatro iguales: la suma de esos cuatro dados.
yatzy-box-small_straight-desc = Exactamente 1-2-3-4-5: { $points }.
yatzy-box-large_straight-desc = Exactamente 2-3-4-5-6: { $points }.
yatzy-box-full_house-desc = Tres de una cara y dos de una cara distinta: la suma de todos los dados.
yatzy-box-chance-desc = Cualquier tirada: la suma de todos los dados.
yatzy-box-yatzy-desc = Cinco iguales: { $points }.

## Comandos de barra

cmd-group = Juegos de cinco dados: { $game-names }
cmd-start = Abre una sala de partida en este canal
cmd-rules = Muestra las reglas de un juego (con las opciones vigentes)
cmd-scorecard = Muestra en privado la planilla completa de la partida de este canal
cmd-leaderboard = Muestra la clasificación de este servidor para un juego
cmd-stats = Muestra el historial de un jugador en todos los juegos
cmd-cancel = Cancela la partida de este canal (anfitrión o { permission-manage_guild })
cmd-settings = Muestra o cambia la configuración predeterminada de este servidor ({ permission-manage_guild })
param-game = Qué juego
param-user = De quién ver el historial (por defecto: el tuyo)
param-timeout = Minutos que un jugador tiene para su turno antes de jugarlo automáticamente (0 = desactivado)
param-default-game = El juego que abre { $command-start } cuando no se indica ninguno

## Rechazos (siempre privados). Uno por código de las reglas y del servicio.

refusal-guild_only = Las partidas se juegan en canales de servidor, no en mensajes directos.
refusal-stale = Este mensaje está desactualizado: usa el más reciente de la partida.
refusal-not_your_turn = No es tu turno: espera a { $player }.
refusal-not_seated = No tienes asiento en esta partida.
refusal-unknown_component = No reconozco ese botón: es desconocido o está dañado. No cambió nada.
refusal-unknown_game = Esa partida ya no existe. No cambió nada.
refusal-over = Esta partida ya terminó.
refusal-cancelled = Esta partida fue cancelada.
refusal-busy = Este canal ya tiene una partida: { $url }
refusal-no_game = No hay ninguna partida en este canal. Empieza una con { $command-start }.
refusal-not_started = La partida todavía no empezó.
refusal-seated = Ya tienes un asiento en la mesa.
refusal-full = La mesa está llena ({ $max ->
    [one] un asiento
   *[other] { $max } asientos
  }).
refusal-not_host_start = Solo el anfitrión ({ $host }) o un administrador del servidor puede empezar la partida.
refusal-not_host_cancel = Solo el anfitrión ({ $host }) o un administrador del servidor puede cancelar la partida.
refusal-not_host_add_bot = Solo el anfitrión ({ $host }) o un administrador del servidor puede agregar máquinas.
refusal-host_leave = Eres el anfitrión: usa Cancelar para cerrar la sala.
refusal-empty = Todavía no hay nadie sentado.
refusal-bad_level = Nivel de máquina desconocido: «{ $level }».
refusal-need_manage = Para esto necesitas el permiso { permission-manage_guild }.
refusal-bot_permissions = No puedo llevar una partida en este canal: aquí necesito { $permissions }. Un administrador del servidor puede dármelos, o empieza la partida en otro canal.
permission-view_channel = Ver canal
permission-send_messages = Enviar mensajes
permission-send_messages_in_threads = Enviar mensajes en hilos
permission-embed_links = Insertar enlaces
permission-read_message_history = Leer el historial de mensajes
permission-manage_guild = { $client ->
    [es-ES] Gestionar servidor
   *[other] Administrar servidor
  }
permission-create_public_threads = Crear hilos públicos
refusal-unknown_action = No reconozco esa acción. No cambió nada.
refusal-failed = Algo falló de mi lado; no cambió nada. Vuelve a intentarlo.
refusal-restarting = El bot se está reiniciando; no cambió nada. Vuelve a intentarlo en unos segundos.
refusal-player_count = Una partida necesita de { $min } a { $max ->
    [one] { $max } jugador
   *[other] { $max } jugadores
  }.
refusal-player_ids = Los identificadores de jugador no pueden estar vacíos.
refusal-player_twice = Cada jugador solo puede sentarse a la mesa una vez.
refusal-roller = No se pudieron tirar los dados. No cambió nada.
refusal-schema = No se puede leer el estado guardado de esta partida.
refusal-unknown_player = Ese jugador no está en esta partida.
refusal-no_holds = En 5000 los dados que puntúan se apartan solos: no hay nada que retener.
refusal-bad_die = No existe el dado { $die }: los dados van numerados del 1 al 5.
refusal-hold_before_roll = Tira los dados primero; puedes retener dados después de la primera tirada.
refusal-bad_face = No existe la cara { $face }: un dado muestra del 1 al 6.
refusal-no_such_face = Ahora ningún dado muestra { $face }: elige una cara que esté en la mesa.
refusal-no_rolls = No quedan tiradas en este turno: elige una casilla para anotar.
refusal-bad_box = No existe la casilla { $box } en este juego.
refusal-score_before_roll = Tira los dados antes de anotar.
refusal-box_filled = Ya llenaste la casilla { $box }.
refusal-joker = Regla del comodín: cinco iguales con la casilla Yacht llena deben ir en { $boxes }.
refusal-bank_refused = Aún no puedes asegurar: { $reasons }.
refusal-unknown_option = { $game } no usa la opción «{ $option }»: { $known ->
    [none] no tiene opciones.
   *[other] sus opciones son { $known }.
  }
refusal-bad_option = La opción «{ $option }» no puede ser «{ $value }»: los valores permitidos son { $allowed }.
# A name quoted in a list of names (options that hold «and» themselves)
quoted = «{ $text }»
refusal-timeout_range = El tiempo límite del turno debe estar entre { $min } y { $max ->
    [one] { $max } minuto
   *[other] { $max } minutos
  }.
list-separator = ,{" "}
list-and = { $rest } y { $last }
list-or-separator = ,{" "}
list-or = { $rest } o { $last }

bank-reason-over = la partida terminó
bank-reason-no_roll = tira los dados primero, aún no hay nada que asegurar
bank-reason-not_rounded = el total de tu turno ({ $points }) termina en 50: vuelve a tirar para redondearlo a un múltiplo de { $rounding }
bank-reason-below_entry = necesitas al menos { $entry ->
    [one] { $entry } punto
   *[other] { $entry } puntos
  } en un turno para entrar en la partida
bank-reason-below_minimum = necesitas al menos { $minimum ->
    [one] { $minimum } punto
   *[other] { $minimum } puntos
  } para asegurar
bank-reason-joiner = ; y{" "}

## Confirmaciones

cancelled-by = Partida cancelada por { $user }.
bot-added = Se agregó una máquina de nivel { $level ->
    [easy] fácil
    [optimal] óptimo
    [win] «para ganar»
   *[normal] normal
  }.
choose-level = ¿Qué nivel quieres para la máquina?
level-placeholder = Elige un nivel
level-easy = Fácil — juega a ojo
level-normal = Normal — juega con sensatez
level-optimal = Óptimo — juega según las mejores probabilidades
level-name-easy = fácil
level-name-normal = normal
level-name-optimal = óptimo
level-win = Para ganar — juega a ganar, no a sumar puntos
level-name-win = para ganar
settings-saved = Configuración del servidor guardada.

## Sala

lobby-title = { $game } — sala
lobby-desc = Únete a la mesa; el anfitrión puede agregar máquinas y luego presiona **Empezar**.
field-host = Anfitrión
field-seats = Jugadores ({ $seats }) en orden de turno
field-rules = Reglas vigentes
nobody = nadie todavía
btn-join = Unirse
btn-leave = Salir
btn-add-bot = Agregar máquina
btn-start = Empezar
btn-cancel = Cancelar
computer-name = 🤖 Máquina { $n } ({ $level })

## Turnos

game-title = { $game } — partida { ID($id) }
turn-line = **Turno:** { $player } — tirada { $roll } de 3
turn-line-start = **Turno:** { $player } — listo para tirar
turn-line-5000 = **Turno:** { $player }
before-first-roll = Presiona **Tirar** para lanzar los dados.
dice-line = ## { $dice }
held-line = **Retenidos:** { $held }
keep-help = Toca una cara ({ $face }) para retener esos dados y tirar el resto, o toca dados sueltos para retenerlos y luego presiona Tirar.
field-totals = Totales
total-line = { $marker }{ $player }: **{ $total }**
not-entered = {" "}(aún sin entrar)
last-event = Último: { $text }
btn-roll = Tirar ({ $left ->
    [one] queda { $left }
   *[other] quedan { $left }
  })
btn-roll-first = Tirar
btn-roll-dice = Tirar { $n ->
    [one] { $n } dado
   *[other] { $n } dados
  }
btn-bank = Asegurar { $points }
btn-held = Retenido
btn-keep = ×{ $count }
score-placeholder = Anotar…
score-option = { $box } — { $points }
score-option-scratch = { $box } — 0 (tachar)
set-aside-line = **Apartados:** { $dice }
turn-points-line = **Total del turno:** { $points }
bank-refused-line = **No se puede asegurar:** { $reasons }
timeout-played = A { $player } se le acabó el tiempo: su turno se jugó automáticamente.

event-roll = { $player } sacó { $dice }.
event-hold = { $player } retiene { $held }.
event-score = { $player } anotó { $points } en { $box }.
event-yacht_bonus = ¡{ $player } ganó un bono de Yacht (+{ $points })!
event-served_generala = ¡{ $player } sacó una Generala servida!
event-bust = { $player } se quemó y perdió { $lost }.
event-bank = { $player } aseguró { $points }.
event-gift = { $from } se pasó de 5000: { $points } van para { $to }.
event-gift_lost = { $player } se pasó de 5000: se pierden { $points }.
event-reset = { $player } vuelve a 0: le igualaron el total.
event-hot_dice = ¡{ $player } puntuó con los cinco dados y vuelve a tirarlos todos!

## Fin de la partida y planillas

final-title = { $game } — partida { ID($id) } — puntuación final
cancelled-title = { $game } — partida { ID($id) } — cancelada
winner-one = 🏆 ¡{ $player } gana con { $total }!
winner-tie = 🏆 Victoria compartida: ¡{ $players } con { $total }!
served-win = 🏆 ¡{ $player } gana al instante con una Generala servida!
row-upper-bonus = Bono superior
row-yacht-bonus = Bono de Yacht
row-total = TOTAL
row-entered = Entró
entered-yes = sí
entered-no = no
legend = { $label } = { $player }
sheet-seat = J{ $n }
scorecard-title = { $game } — partida { ID($id) } — planilla

## Reglas, clasificación, estadísticas, configuración

rules-title = { $game } — reglas
field-boxes = Casillas
field-options = Opciones
option-line = **{ $name }**: { $value } (o { $others }). { $description }
board-title = { $game } — clasificación
board-humans = Partidas solo entre personas
board-computers = Partidas contra la máquina
board-empty = aún no hay partidas terminadas
board-line = { $rank }. { $player } — { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
  } / { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
  } ({ $rate }), mejor { $best }, promedio { $mean }
stats-title = Historial del jugador
stats-empty = Aún no hay partidas terminadas.
stats-line = { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
  } / { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
  } ({ $rate }), mejor { $best }, promedio { $mean }
stats-field = { $game } — { $mode ->
    [computers] contra la máquina
   *[humans] contra personas
  }
settings-title = Configuración del servidor
field-default-game = Juego predeterminado
field-default-options = Opciones predeterminadas
field-timeout = Tiempo límite del turno
no-options = ninguna (las reglas de referencia)
timeout-off = desactivado
timeout-minutes = { $minutes } min

## Arranque (se escribe en stderr; aún no hay idioma del lector)

startup-missing-token = error: DISCORD_TOKEN no está definido. Ponlo en el entorno o en .env (ver .env.example).
startup-bad-setting = error: configuración no válida { $name }: { $problem }
startup-bad-token = error: Discord rechazó el token ({ $problem }). Revisa DISCORD_TOKEN.
startup-no-connection = error: no se puede conectar con Discord en { $url } ({ $problem }).
startup-bad-database = error: no se puede usar DATABASE_URL { $url }: { $problem }
startup-metrics-port = error: no se pueden servir las métricas en { $host }:{ $port } ({ $problem }). Revisa METRICS_HOST y METRICS_PORT.
startup-data-dir = error: no se puede escribir en DATA_DIR { $path } ({ $problem }); ahí se guardan las tablas de los jugadores de la máquina.
startup-sqlite-shards = error: SHARD_IDS { $ids } ejecuta solo una parte de los shards (SHARD_COUNT { $count }), lo que implica varios procesos; SQLite es para un solo proceso. Deja SHARD_IDS sin definir para ejecutar aquí todos los shards, o usa PostgreSQL.
startup-sqlite-locked = error: otro proceso está usando la base de datos SQLite { $path } (bloqueo { $lock }); SQLite es para un solo proceso. Detenlo o usa PostgreSQL.
startup-usage = error: argumento desconocido { $argument }. Ejecuta `python -m bot` para iniciar el bot, o `python -m bot sync-commands` para publicar sus comandos de barra.
commands-published = { $count ->
    [one] publicado { $count } comando de barra
   *[other] publicados { $count } comandos de barra
} { $guild ->
    [none] para todos los servidores
   *[other] en el servidor { $guild }
}.

## Idiomas (/yacht language, las opciones de inicio y de ajustes)

language-name = Español
language-inline = español
language-auto = Automático (tu idioma de Discord)
language-unset = sin definir (el de cada lector; si no, inglés)
language-set = A partir de ahora te respondo en { $language }.
language-automatic = Automático: te respondo en tu idioma de Discord si lo tengo; si no, en el del servidor. Ahora: { $language }.
cmd-language = Elige el idioma en que te respondo
param-language = Tu idioma, o automático
param-language-game = Idioma del mensaje de la partida (por defecto: el del servidor; si no, el tuyo)
param-language-server = El idioma del servidor, para las partidas y para quien no eligió el suyo
field-language = Idioma
refusal-bad_language = No existe el idioma «{ $language }»: elige uno de { $allowed }.

## Líneas armadas por partes

seat-line = { $n }. { $player }
sheet-player = **{ $player }**
sheet-cell = { $label } { $value }

## Nombres de comandos y opciones (Discord: minúsculas, letras, cifras, - _ ', sin espacios)

cmdname-start = empezar
cmdname-rules = reglas
cmdname-scorecard = planilla
cmdname-leaderboard = clasificación
cmdname-stats = estadísticas
cmdname-cancel = cancelar
cmdname-language = idioma
cmdname-settings = yacht-configuración
cmdname-dice = dados
cmdname-leave = salir
paramname-game = juego
paramname-user = usuario
paramname-language = idioma
paramname-default-game = juego_por_defecto
paramname-turn-timeout = tiempo_de_turno

## Valores de opciones ofrecidos como elecciones

value-fixed = fijo (25)
value-sum = suma de los dados
value-face = 4 × la cara
value-true = sí
value-false = no
value-standard = estándar
value-one_gap = cinco caras distintas cualesquiera
value-ace_as_two = el 1 puede hacer de 2

## Hardening: forged clicks, lost lobbies, leaving a running game
cmd-leave = Deja la partida de este canal (la máquina juega en tu lugar)
refusal-wrong_place = Ese botón no pertenece a ninguna partida de aquí. No cambió nada.
refusal-lobby_lost = Se perdió el mensaje de esta sala; empieza una partida nueva con { $command-start }.
refusal-one_choice = Elige exactamente una opción. No cambió nada.
refusal-unknown_command = No reconozco ese comando (o ya no existe). No cambió nada.
left-game = Dejaste la partida; a partir de ahora la máquina juega en tu lugar.
lobby-expired = Esta sala se cerró: nadie empezó la partida a tiempo.
## Dice sets, score sheet pictures and the stats chart

dice-set-classic = Clásico
dice-set-casino = Casino rojo
dice-set-wood = Madera
dice-set-neon = Neón
dice-set-gold = Oro
dice-unlock-classic = de todos desde el principio
dice-unlock-casino = termina { $games ->
    [one] una partida
   *[other] { $games } partidas
  }
dice-unlock-wood = saca cinco iguales en { $box-game-names }
dice-unlock-neon = gana una partida con una máquina de nivel óptimo en la mesa
dice-unlock-gold = asegura { $points } o más en un solo turno de 5000
cmd-dice = Muestra tus diseños de dados y elige con cuál juegas
dice-title = Tus diseños de dados
dice-desc = Tus dados se ven en tus turnos, para toda la mesa. Desbloquea diseños nuevos jugando.
dice-owned = ✅ **{ $name }** { $faces }
dice-in-use = ✅ **{ $name }** { $faces } — en uso
dice-locked = 🔒 **{ $name }** { $faces } — { $how }
dice-placeholder = Elige tus dados
dice-picked = Ahora juegas con los dados «{ $name }».
dice-new = 🎉 ¡Dados nuevos: { $names }!
dice-off-here = Este servidor desactivó los diseños de dados: aquí todos juegan con los dados clásicos.
unlock-line = 🎉 ¡{ $player } desbloqueó los dados «{ $set }»!
refusal-dice_locked = Todavía no desbloqueaste los dados «{ $set }»: { $how }.
param-cosmetics = Diseños de dados que cada jugador desbloquea y elige (activado) o clásicos para todos (desactivado)
field-cosmetics = Diseños de dados
cosmetics-on = activados
cosmetics-off = desactivados (dados clásicos para todos)
sheet-picture-title = { $game } { ID($id) }
picture-in-progress = Le toca a { $player }
picture-winner-one = { $player } gana con { $total }
picture-winner-tie = Victoria compartida: { $players } con { $total }
picture-served-win = { $player } gana con una Generala servida
picture-computer-name = Máquina { $n } ({ $level })
picture-player = Jugador { $n }
row-upper-subtotal = Subtotal superior
row-round = Ronda { $n }
chart-title = { $player }: partidas recientes
chart-panel = { $game }: { $count ->
    [one] última partida
   *[other] últimas { $count } partidas
  }
chart-optimal = juego óptimo { $score }
chart-goal = meta { $score }
chart-win = victoria
chart-axis = número de partida

## Pistas, análisis y revancha (issue 11)

btn-hint = Pista
btn-review = Análisis
btn-rematch = Revancha
hints-used-line = 💡 En esta partida se usaron pistas.
hint-title = Pista — { $game } { ID($id) }
hint-building = La tabla exacta de estas reglas todavía se está calculando (unos segundos): este es el consejo del nivel normal, sin cifras.
hint-do = **{ $action }.**
hint-runner-up = Segunda opción: { $action }.
hint-clear = Claramente la mejor: { $gap } { $gap ->
    [one] punto
   *[other] puntos
  } por delante de la segunda opción.
hint-slight = Un poco mejor que la segunda opción, por { $gap } { $gap ->
    [one] punto
   *[other] puntos
  }.
hint-equal = Casi iguales: la segunda opción queda a solo { $gap } { $gap ->
    [one] punto
   *[other] puntos
  }, así que cualquiera de las dos sirve.
hint-expected = Puntuación final esperada: { $best } con esta opción, { $next } con la segunda.
hint-expected-one = Puntuación final esperada desde aquí: { $best }.
hint-expected-5000 = Puntos que puedes esperar asegurar en este turno: { $best } con esta opción, { $next } con la segunda.
hint-expected-one-5000 = Puntos que puedes esperar asegurar en este turno: { $best }.
hint-clear-chance = Claramente la mejor: su probabilidad de ganar es { $gap } mayor que la de la segunda opción.
hint-slight-chance = Un poco mejor que la segunda opción: su probabilidad de ganar es { $gap } mayor.
hint-equal-chance = Casi iguales: la probabilidad de ganar de la segunda opción es solo { $gap } menor.
hint-chance = Probabilidad de ganar: { $best } con esta jugada, { $next } con la segunda opción.
hint-chance-one = Probabilidad de ganar desde aquí: { $best }.
btn-apply = Aplicar
hint-applied = ✅ Listo: tu jugada ya está en el mensaje de la partida.
dice-group = { $count ->
    [one] el { $face }
    [2] los dos { $face }
    [3] los tres { $face }
    [4] los cuatro { $face }
   *[other] los cinco { $face }
  }
dice-singles = los dados { $faces }
act-keep = Retén { $kept } y tira { $n ->
    [one] un dado
    [2] dos dados
    [3] tres dados
   *[other] cuatro dados
  }
act-keep-several = Retén { $kept }, y luego tira { $n ->
    [one] un dado
    [2] dos dados
   *[other] tres dados
  }
act-keep-all = Retén los cinco dados y deja de tirar
act-reroll-all = Vuelve a tirar los cinco dados
act-score = { $points ->
    [0] Tacha { $box } (0 puntos)
   *[other] Anota { $points } en { $box }
  }
act-bank = Asegura tus { $points } { $points ->
    [one] punto
   *[other] puntos
  }
act-roll = { $n ->
    [one] Tira el último dado
    [5] Tira los cinco dados
   *[other] Tira los { $n } dados que quedan
  }
choice-keep = retener { $kept } y tirar { $n ->
    [one] un dado
    [2] dos dados
    [3] tres dados
   *[other] cuatro dados
  }
choice-keep-several = retener { $kept }, y luego tirar { $n ->
    [one] un dado
    [2] dos dados
   *[other] tres dados
  }
choice-keep-all = retener los cinco dados y dejar de tirar
choice-reroll-all = volver a tirar los cinco dados
choice-score = { $points ->
    [0] tachar { $box } (0 puntos)
   *[other] anotar { $points } en { $box }
  }
choice-bank = asegurar { $points } { $points ->
    [one] punto
   *[other] puntos
  }
choice-roll = { $n ->
    [one] tirar el último dado
    [5] tirar los cinco dados
   *[other] tirar los { $n } dados que quedaban
  }

review-title = Tu análisis — { $game } { ID($id) }
review-final = **Puntuación final: { $final }.**
review-expected = Con dados promedio y la mejor opción en cada paso, una partida vale en promedio { $expected } { $expected ->
    [one] punto
   *[other] puntos
  }.
review-expected-5000 = Con dados promedio y las mejores decisiones entre asegurar y tirar, tus turnos habrían asegurado en promedio { $expected } { $expected ->
    [one] punto
   *[other] puntos
  }.
review-luck-more = Suerte: los dados te dieron { $luck } { $luck ->
    [one] punto
   *[other] puntos
  } más que el promedio.
review-luck-less = Suerte: los dados te dieron { $luck } { $luck ->
    [one] punto
   *[other] puntos
  } menos que el promedio.
review-luck-even = Suerte: los dados te dieron exactamente el promedio.
review-choices = Tus decisiones te costaron { $lost } { $lost ->
    [one] punto
   *[other] puntos
  }.
review-choices-none = Tus decisiones no te costaron nada: cada una fue la mejor.
review-ended = La partida terminó antes de tiempo (una Generala servida): las casillas que no llegaste a jugar se llevaron { $ended } { $ended ->
    [one] punto
   *[other] puntos
  } de puntuación esperada.
review-ended-5000 = Lo que aseguraron los demás (regalos y reinicios) cambió tu total en { $ended }.
review-details = En cifras: { $final } = { $expected } (promedio) { $luck } (suerte) { $choices } (decisiones)
review-details-ended = En cifras: { $final } = { $expected } (promedio) { $luck } (suerte) { $choices } (decisiones) { $ended } ({ $reason ->
    [served] el final anticipado
   *[table] regalos y reinicios
  })
review-accuracy = **Precisión { $accuracy }**: la mejor opción en { $best } de { $decisions } { $decisions ->
    [one] decisión
   *[other] decisiones
  }; { $mistakes ->
    [one] 1 error
   *[other] { $mistakes } errores
  }, { $blunders ->
    [one] 1 error grave
   *[other] { $blunders } errores graves
  }.
review-no-decisions = En esta partida no hubo decisiones reales que valorar.
review-auto = { $count ->
    [one] 1 decisión se tomó
   *[other] { $count } decisiones se tomaron
  } por ti cuando se agotó tu tiempo.
review-costly-title = Decisiones más caras
review-costly = { $rank }. { $when } — tu elección: { $did }. Lo mejor: { $best } ({ $cost } { $cost ->
    [one] punto
   *[other] puntos
  } más). { $why }
review-when = Turno { $turn }, { $dice }, { $rolls ->
    [0] sin tiradas
    [one] queda 1 tirada
   *[other] quedan { $rolls } tiradas
  }
review-when-5000 = Ronda { $turn }, { $dice }, { $points } { $points ->
    [one] punto
   *[other] puntos
  } en este turno
why-roll-on = Con { $n } { $n ->
    [one] dado
   *[other] dados
  } por tirar, seguir tirando asegura más en promedio.
why-bank = Seguir tirando ponía en riesgo { $points ->
    [one] el punto
   *[other] los { $points } puntos
  } de este turno.
why-scratch = Un 0 en { $box } desperdicia esa casilla para el resto de la partida.
why-more-now = La casilla { $box } daba { $points } { $points ->
    [one] punto
   *[other] puntos
  } más de inmediato.
why-save-box = La casilla { $box } vale más después: convenía reservarla para una tirada mejor.
why-stop = { $points } { $points ->
    [one] punto
   *[other] puntos
  } en { $box } ya valían más que otra tirada.
why-roll-again = En ese momento, otra tirada tenía mejores posibilidades que anotar en { $box }.
why-keep-more = Retener más dados daba mejores posibilidades.
why-keep-fewer = Volver a tirar más dados daba mejores posibilidades.
why-other-dice = Esos dados apuntan a una combinación mejor.
review-clean = Ninguna decisión costosa: cada elección fue la mejor.
review-definitions = Precisión = parte de las decisiones (momentos con opciones de distinto valor) en las que elegiste lo mejor. Error: cuesta de { $mistake } a { $blunder ->
    [one] { $blunder } punto
   *[other] { $blunder } puntos
  }; error grave: { $blunder } o más.


refusal-hint_not_your_turn = Las pistas son para quien tiene el turno ({ $player }).
refusal-hints_off = Las pistas están desactivadas en este servidor.
refusal-review_not_finished = El análisis estará listo cuando termine la partida.
refusal-review_no_log = Esta partida se jugó antes de que se registraran las jugadas, así que no se puede analizar.
refusal-rematch_not_finished = La revancha se puede abrir cuando termine la partida.
refusal-bad_hints = Las pistas pueden ser { $allowed }, no «{ $value }».
param-hints = Pistas: activadas; activadas pero sin contar en la clasificación; o desactivadas
field-hints = Pistas
hints-setting-on = activadas
hints-setting-unranked = activadas (las partidas con pistas no cuentan en las clasificaciones)
hints-setting-off = desactivadas

# La opción `reglas` de /yacht start y /yacht-settings: variantes nombradas por sus cambios.
option-name-full_house = Full
option-name-yacht_bonus = Yachts extra y comodines
option-name-four_of_a_kind = Póker
option-name-double_generala = Generala doble
option-name-generala_points = Puntos de la Generala
option-name-double_generala_points = Puntos de la Generala doble
option-name-served_bonus = Bono por jugada servida
option-name-served_generala_wins = La Generala servida gana
option-name-straight = Escalera

# Short words of an option's change (a rules suggestion whose changes by name are too
# long for Discord's 100 characters); $value is the value as typed (yes/no as true/false)
option-short-full_house = { $value ->
    [sum] Full: suma
   *[other] Full: 25
}
option-short-yacht_bonus = { $value ->
    [false] sin Yachts extra
   *[other] con Yachts extra
}
option-short-four_of_a_kind = { $value ->
    [sum] Póker: suma
   *[other] Póker: 4 × la cara
}
option-short-double_generala = { $value ->
    [false] sin doble
   *[other] con Generala doble
}
option-short-generala_points = Generala { $value }
option-short-double_generala_points = doble { $value }
option-short-served_bonus = servida +{ $value }
option-short-served_generala_wins = { $value ->
    [false] la servida no gana
   *[other] la servida gana
}
# both served options changed, said once
option-short-served = servida: +{ $bonus }, { $wins ->
        [false] no gana
       *[other] gana
    }
option-short-straight = { $value ->
    [one_gap] escalera: 5 caras distintas
    [ace_as_two] escalera: el 1 hace de 2
   *[other] escalera estándar
}
param-rules = Las reglas: elige una sugerencia (escribe una palabra de la regla para encontrarla)
param-rules-server = Reglas por defecto de un juego: elige una sugerencia (escribe una palabra para buscarla)
paramname-rules = reglas
paramname-hints = pistas
paramname-cosmetics = diseños_de_dados
paramname-play-in = jugar_en
preset = { $game } — { $rules }
preset-standard = reglas estándar
preset-change = { $option }: { $value }
options-how = Se eligen con la opción { $parameter-rules } de { $command-start }: sus sugerencias las nombran, por ejemplo «{ $example }».
refusal-bad_rules = «{ $word }» no es una regla de este juego: elige una de las sugerencias (escribe una palabra de la regla que buscas, como la nombra { $command-rules }).
refusal-rules_two_games = Estas reglas nombran dos juegos, { $game } y { $other }: deja solo uno.
refusal-option_twice = La opción «{ $option }» aparece dos veces.
refusal-rules_other_game = Estas son reglas de { $other }, pero el juego elegido es { $game }.
refusal-no_such_option = Ningún juego tiene la opción «{ $option }»: las opciones son { $known }.

## Dónde se juegan las partidas (/yacht-settings play_in) y el tablero siempre a la vista
param-play-in = Dónde se juegan las partidas: en el canal (el tablero siempre abajo) o cada una en su propio hilo
play-in-channel = en el canal
play-in-thread = en un hilo por partida
field-play-in = Las partidas se juegan
refusal-bad_play_in = Las partidas se pueden jugar { $allowed }, no «{ $value }».
thread-name = { $game } { ID($id) }
thread-fallback = Esta partida no tiene hilo: hacen falta aquí los permisos { permission-create_public_threads } y { permission-send_messages_in_threads }, así que se juega en el canal.
playing-in-thread = ▶ La partida se juega en { $thread }.
game-moved = ▶ La partida sigue aquí: { $link }

## Confianza: dados verificables, /yacht forget-me, límites por servidor (issue 24)
dice-proof-sent = Partida { ID($id) }: la semilla, cada tirada y cada jugada. Compruébalas con `python tools/verify_dice.py { $file }` (cómo funciona: docs/fairness.md).
refusal-proof_not_over = La semilla de los dados es secreta hasta que termine la partida.
refusal-proof_unverifiable = Esta partida no tiene prueba de dados: se jugó antes de que el bot fijara sus dados con una semilla secreta.
former-player = Exjugador { $n }
cmd-forget-me = Borra lo que este bot guarda de ti (antes te lo pregunta)
cmdname-forget-me = olvidarme
forget-title = ¿Borrar tus datos?
forget-question = Esto borra tu idioma, si te menciono cuando te toca, si hago por ti la primera tirada, tus diseños de dados y cuál usas, y quita tu nombre de cada partida que jugaste: tus asientos y puntuaciones se quedan, para que las partidas de los demás sigan cuadrando, pero ya no te nombran, y sales de las clasificaciones. No se puede deshacer. Los mensajes ya publicados en los canales quedan como están.
btn-forget-confirm = Borrar mis datos
btn-forget-keep = Conservarlos
forget-kept = No se borró nada.
forget-done = { $games ->
    [0] Hecho: nada de lo que guarda este bot te nombra ya.
    [one] Hecho: nada de lo que guarda este bot te nombra ya; una partida muestra ahora a un exjugador en tu asiento.
   *[other] Hecho: nada de lo que guarda este bot te nombra ya; { $games } partidas muestran ahora a un exjugador en tu asiento.
  }
refusal-forget_seated = Aún tienes un asiento en una partida ({ $channel }): déjala con { $command-leave } (o espera a que termine) y vuelve a pedirlo.
refusal-forget_not_yours = Esta pregunta no es para ti: usa { $command-forget-me } desde tu cuenta.
refusal-forget_expired = Esta pregunta caducó: usa { $command-forget-me } de nuevo.
refusal-cap_lobbies = { $limit ->
    [one] Este servidor ya tiene una sala abierta: únete a ella o espera a que empiece o se cierre.
   *[other] Este servidor ya tiene { $limit } salas abiertas: únete a una o espera a que alguna empiece o se cierre.
  }
refusal-cap_games = { $limit ->
    [one] Este servidor ya tiene una partida en juego: espera a que termine.
   *[other] Este servidor ya tiene { $limit } partidas en juego: espera a que alguna termine.
  }
refusal-cap_member_lobbies = { $limit ->
    [one] Ya eres anfitrión de una sala abierta en este servidor: empiézala o cancélala primero.
   *[other] Ya eres anfitrión de { $limit } salas abiertas en este servidor: empieza o cancela una de ellas primero.
  }

## El reto diario y la habilidad (issue 21)

cmdname-daily = diario
cmd-daily = El reto diario: los mismos dados para todos, en privado
paramname-by = por
param-by = Qué ordena la clasificación
board-by-wins = victorias y puntuaciones
board-by-daily = el reto diario
board-by-skill = habilidad (puntos perdidos en decisiones)
paramname-daily-game = juego_diario
param-daily-game = El juego del reto diario de este servidor
field-daily-game = Reto diario
daily-title = Reto diario — { $game } — { $day }
daily-score = Tu puntuación: { $score }
daily-private = Solo tú ves esta partida, y hoy todos reciben los mismos dados. Si sus botones dejan de responder, { $command-daily } la recupera.
daily-new = El reto diario de hoy: un solo intento, los mismos dados para todos. ¡Suerte!
daily-resumed = Tu reto diario sigue donde lo dejaste.
daily-done-before = Ya jugaste el reto diario de hoy: este es tu resultado.
daily-moved = Ese mensaje había caducado: tu reto diario sigue aquí.
daily-end-score = **Tu puntuación: { $score }**
daily-end-skill = Habilidad: { $lost ->
   *[other] { $lost } puntos
  } perdidos en decisiones; elegiste la mejor jugada el { $accuracy } de las veces.
daily-end-skill-no-decisions = Habilidad: { $lost ->
   *[other] { $lost } puntos
  } perdidos en decisiones; no hubo ninguna decisión real que valorar.
daily-end-luck = Suerte: { $luck }; el promedio del día: { $average } ({ $players ->
    [one] 1 jugador
   *[other] { $players } jugadores
  }).
daily-end-unreviewed = Tu análisis aún no está listo: { $command-daily } lo mostrará más tarde.
daily-end-turns = Tus turnos: { $marks }
daily-end-legend = 🟩 la mejor jugada · 🟨 poca pérdida · 🟧 un error · 🟥 un error grave
btn-share = Compartir
daily-share = { $player } — reto diario de { $game }, { $day }: { $score ->
    [one] 1 punto
   *[other] { $score } puntos
  }, pérdida por decisiones { $lost } { $marks }
daily-share-unreviewed = { $player } — reto diario de { $game }, { $day }: { $score ->
    [one] 1 punto
   *[other] { $score } puntos
  }
daily-board-title = Reto diario — { $game } — { $day }
daily-board-today = Hoy
daily-board-week = Lo mejor de la semana
daily-board-hidden = Juega primero el reto con { $command-daily }: los resultados de hoy se ven cuando hayas jugado.
daily-board-line = { $rank }. { $player } — { $score ->
    [one] 1 punto
   *[other] { $score } puntos
  } (pérdida por decisiones { $lost })
daily-board-line-unreviewed = { $rank }. { $player } — { $score ->
    [one] 1 punto
   *[other] { $score } puntos
  }
daily-board-week-line = { $rank }. { $player } — { $score ->
    [one] 1 punto
   *[other] { $score } puntos
  } (pérdida por decisiones { $lost }), { $day }
daily-board-week-line-unreviewed = { $rank }. { $player } — { $score ->
    [one] 1 punto
   *[other] { $score } puntos
  }, { $day }
skill-board-title = { $game } — habilidad
skill-board-line = { $rank }. { $player } — pérdida por partida: { $lost }, en { $games ->
    [one] 1 partida
   *[other] { $games } partidas
  }, precisión { $accuracy }
skill-board-empty = Nadie tiene todavía { $minimum ->
    [one] 1 partida clasificable
   *[other] { $minimum } partidas clasificables
  }.
skill-board-rules = Puntos perdidos en decisiones por partida, según el análisis del solucionador exacto (sin la suerte), en { $window ->
    [one] la última partida clasificable
   *[other] las últimas { $window } partidas clasificables
  } de cada jugador, a partir de { $minimum }; cuanto menos, mejor. Clasificables: los retos diarios y las partidas en solitario sin pistas. Las partidas contra otros también se analizan, pero no entran en esta clasificación.
skill-board-season-rules = Puntos perdidos en decisiones por partida, según el análisis del solucionador exacto (sin la suerte), en las partidas clasificables de cada jugador durante la temporada, a partir de { $minimum }; cuanto menos, mejor. Clasificables: los retos diarios y las partidas en solitario sin pistas. Las partidas contra otros también se analizan, pero no entran en esta clasificación.
stats-skill = Habilidad en { $game }: { $lost ->
   *[other] { $lost } puntos
  } perdidos en decisiones por partida, en { $games ->
    [one] la última partida clasificable
   *[other] las últimas { $games } partidas clasificables
  }
stats-skill-unranked = { $game } contra otros (sin clasificar): { $lost ->
   *[other] { $lost } puntos
  } perdidos en decisiones por partida, en { $games ->
    [one] 1 partida
   *[other] { $games } partidas
  }
chart-skill-panel = { $game }: puntos perdidos al elegir, { $count ->
    [one] última partida
   *[other] últimas { $count } partidas
  }
chart-skill-aim = juego perfecto 0
refusal-daily_in_channel = El reto diario solo se juega en mensajes privados. No cambió nada.
refusal-daily_forged = Ese botón no es de un reto diario de ese día. No cambió nada.
refusal-daily_not_yours = Este reto diario es de otra persona. No cambió nada.
refusal-daily_shared = Ya compartiste este reto diario.
refusal-daily_not_over = Termina primero tu reto diario y luego compártelo.
refusal-not_daily = Eso no es un reto diario.
refusal-daily_off = El reto diario no está disponible en este momento.
refusal-bad_board = No existe la clasificación «{ $value }»: las clasificaciones son { $allowed }.

# Turnos que llegan a los jugadores (issue 17)
computer-thinking = { $player } está pensando…
turn-deadline = ⏳ { $shown ->
    [clock] Este turno vence a las { $time }.
   *[relative] Este turno vence { $time }.
  }
rank-line = { $place }. { $player } — { $total }
score-option-scratch-desc = Tachar: esta casilla suma 0.
turn-ping = { $player }, te toca en { $game } { ID($id) }: { $link }
cmdname-pings = avisos
cmd-pings = Elige si te menciono cuando te toca jugar
paramname-pings = avisos
param-pings = Activados, desactivados o como decida cada servidor
pings-choice-on = Activados
pings-choice-off = Desactivados
pings-choice-auto = Como decida cada servidor
pings-set-on = Te mencionaré una vez cuando te toque jugar y no hayas jugado al cabo de un rato.
pings-set-off = No te mencionaré cuando te toque jugar.
pings-set-auto = Cada servidor decide si te menciono cuando te toca jugar.
param-pings-server = Mencionar al jugador cuyo turno empieza después del de otro (cada jugador puede desactivarlo)
paramname-ping-grace = espera_aviso
param-ping-grace = Segundos que un turno puede esperar antes de mencionar a su jugador (0-600)
field-pings = Avisos de turno
pings-setting-on = activados, después de { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
  }
pings-setting-off = desactivados
refusal-bad_pings = Los avisos pueden ser { $allowed }, no «{ $value }».
refusal-grace_range = La espera antes de un aviso debe estar entre { $min } y { $max ->
    [one] { $max } segundo
   *[other] { $max } segundos
  }.
refusal-not_invited = Este botón es para los jugadores invitados a esta revancha; presiona **Unirse** para ocupar un asiento libre.
btn-confirm = Me sumo
seat-invited = { $player } (invitación sin confirmar)
cmdname-auto-roll = tirada-automática
cmd-auto-roll = Elige si hago por ti la primera tirada de cada uno de tus turnos
paramname-auto-roll = tirada_automática
param-auto-roll = Activada, desactivada o como decida cada servidor
auto-roll-choice-on = Activada
auto-roll-choice-off = Desactivada
auto-roll-choice-auto = Como decida cada servidor
auto-roll-set-on = Tiraré los dados por ti cuando empiece tu turno: empiezas con la primera tirada ya hecha.
auto-roll-set-off = Presionarás **Tirar** para empezar cada turno.
auto-roll-set-auto = Cada servidor decide si hago por ti la primera tirada de tus turnos.
param-auto-roll-server = Hacer por cada jugador la primera tirada de su turno (cada jugador puede desactivarla)
field-auto-roll = Tirada automática
auto-roll-setting-on = activada: cada turno empieza con los dados ya tirados
auto-roll-setting-off = desactivada: cada turno empieza con Tirar
refusal-bad_auto_roll = La tirada automática puede ser { $allowed }, no «{ $value }».
help-auto-roll = Tirada automática: tu turno empieza con los dados ya tirados (esa tirada no tiene nada que decidir); { $command-auto-roll } la desactiva o la activa para ti.
cmdname-help = ayuda
cmd-help = Cómo se juega, qué hace cada botón y los comandos
help-title = Cómo se juega
help-intro = Juegos de cinco dados para toda la mesa, un mensaje por partida:
help-game = **{ $game }**: { $summary }
help-how-title = Una partida
help-how = Abre una mesa con { $command-start }; los demás presionan **Unirse**, el anfitrión puede agregar máquinas y luego presiona **Empezar**. Todos juegan por turnos en el mismo mensaje; cuando te toca, te menciono una vez si no juegas en un rato. Al final se muestran todos los totales, y **Revancha** vuelve a sentar a la misma mesa.
help-controls-title = Botones
help-control-join = **Unirse** / **Salir**: ocupa un asiento en la sala o déjalo.
help-control-confirm = **Me sumo**: ocupa el asiento que una revancha te guardó.
help-control-add-bot = **Agregar máquina**: el anfitrión agrega una máquina (nivel fácil, normal u óptimo).
help-control-start = **Empezar** / **Cancelar**: el anfitrión comienza la partida o la cierra.
help-control-roll = **Tirar**: lanza los dados (hasta tres veces por turno en los juegos de casillas).
help-control-dice = **Los dados**: toca un dado para retenerlo entre tiradas; tócalo otra vez para soltarlo.
help-control-keep = **Una cara** (⚄ ×3): retiene todos los dados que la muestran y tira el resto, con un solo toque.
help-control-score = **Anotar…**: elige la casilla que llenas; primero las que suman puntos, de más a menos, y luego las que se tachan (0).
help-control-pick = **Una casilla con sus puntos**: anótala con un solo toque (las que más suman ahora); **Anotar…** muestra todas las casillas.
help-control-bank = **Asegurar** (5000): asegura los puntos de este turno; **Tirar** los arriesga con los dados que quedan.
help-control-hint = **Pista**: en privado, las mejores jugadas desde aquí y cuánto vale cada una.
help-control-review = **Análisis**: después de la partida, en privado, tus decisiones más costosas.
help-control-rematch = **Revancha**: una sala nueva con los mismos jugadores y las mismas máquinas.
help-commands-title = Comandos
help-command = { $command }: { $description }
help-pings = Avisos: { $command-pings } los desactiva o los activa para ti; cada servidor define el valor por defecto y cuánto espero.
help-ranking = Las clasificaciones de habilidad solo cuentan los retos diarios y las partidas en solitario jugadas sin pistas.

## Win chances on the board (issue 34)
chances-line = 🎯 Probabilidades de ganar: { $chances }
chance-of = { $player } { $chance }
chance-below = menos del { $percent }
chance-above = más del { $percent }
paramname-win-chances = probabilidades
param-win-chances = Mostrar en el tablero la probabilidad de ganar de cada jugador, en partidas de dos o más jugadores
field-win-chances = Probabilidades de ganar en el tablero
win-chances-setting-on = visibles
win-chances-setting-off = ocultas

## Jugar en cualquier parte: grupos privados, mensajes directos y servidores sin el bot

btn-resume = Reanudar
board-paused = ⏸ En pausa: aquí solo puedo actualizar el tablero cuando alguien hace clic. Presiona **Reanudar** para seguir.
refusal-external_apps_off = Este servidor solo muestra en privado las aplicaciones que sus miembros agregaron a su cuenta, así que aquí no se puede jugar una partida en público. Prueba en un grupo privado o pide a un administrador que agregue el bot al servidor.
param-game-timeout = Minutos por turno antes de jugarlo automáticamente (fuera de los servidores con el bot)
board-title-chat = { $game } — clasificación de este chat
stats-everywhere = En todas partes
stats-place = { $place }: { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
  } / { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
  }
place-all = En total
place-servers = Servidores
place-chats = Grupos privados
place-dms = Mensajes directos
refusal-forged = Eso no llegó desde Discord como debería. No cambió nada.

## The table's last rough edges (issue 35, parts 2–5)

rematch-asked = 🔁 { $asker } pidió la revancha con la misma mesa.
rematch-you-in = { $count ->
    [one] { $players }: ya estás dentro.
   *[other] { $players }: ya están dentro.
}
rematch-confirm = { $count ->
    [one] { $players }: presiona **Me sumo** para ocupar tu asiento.
   *[other] { $players }: presionen **Me sumo** para ocupar sus asientos.
}
rematch-host-starts = { $host }: ya estás dentro y eres el anfitrión; presiona **Empezar** cuando la mesa esté lista.
ping-moved = { $player }: { $game } { ID($id) } continúa aquí: { $link }
ping-moved-away = { $player }: { $game } { ID($id) } sigue en { $channel }.
btn-fair-dice = Dados justos
fair-dice-secret = 🎲 Los dados de esta partida salen de una semilla elegida al azar al empezar, que queda en secreto hasta el final. Su huella SHA-256, fija desde el inicio: { $hash }
    Cuando termine la partida, **Dados justos** mostrará la semilla: cualquiera podrá comprobar que tiene esta huella y que de ella salió cada tirada.
fair-dice-revealed = 🎲 Semilla de los dados: { $seed }
    Su huella SHA-256 es la que tuvo esta partida desde el inicio: { $hash }
daily-end-solver = El solucionador exacto también jugó el reto de hoy y sacó { $score }. Cada turno empieza con la misma tirada para todos, pero sus decisiones no son las tuyas, y por eso tampoco lo son las tiradas que vienen después.
help-control-keep-several = **Dados juntos** (⚁⚁⚄⚄, ⚀⚁⚂⚃): dos pares, o un dado de cada cara para buscar la escalera, retenidos de un toque mientras se tira el resto.

## Temporadas y el nivel entre jugadores

paramname-season = temporada
param-season = La temporada actual si no se indica, una pasada por su número, o «{ season-all-word }» para todo el historial
season-all-word = todas
board-season = Temporada { $number } ({ $length })
board-all-time = Todo el historial
season-monthly = mensual
season-weekly = semanal
season-quarterly = trimestral
season-off = sin temporadas
board-by-rating = nivel (contra otros jugadores)
rating-board-title = { $game } — nivel
rating-board-line = { $rank }. { $player } — { $rating } ({ $games ->
    [one] { $games } partida puntuable
   *[other] { $games } partidas puntuables
  })
rating-board-rules = La estimación de OpenSkill menos tres veces su incertidumbre, contando solo las partidas contra otras personas, no contra la máquina; aparece quien tenga { $minimum ->
    [one] 1 partida puntuable
   *[other] { $minimum } partidas puntuables
  } o más.
refusal-rating_nobody = Aquí nadie tiene todavía { $minimum ->
    [one] 1 partida puntuable
   *[other] { $minimum } partidas puntuables
  }. Cuenta cada partida terminada entre dos o más personas (no las jugadas contra la máquina).
refusal-season_off = Este servidor no tiene temporadas: quita la temporada o pide «{ season-all-word }».
refusal-season_unknown = No existe la temporada «{ $season }»: van numeradas del 1 al { $current }, la actual, o «{ season-all-word }» para todo el historial.
refusal-bad_season = Las temporadas pueden ser { $allowed }, no «{ $value }».
refusal-rating_minimum_range = El mínimo de la clasificación por nivel debe estar entre { $min } y { $max ->
    [one] { $max } partida puntuable
   *[other] { $max } partidas puntuables
  }.
season-post-title = Terminó la temporada { $number } ({ $length })
season-post-game = { $game }: los campeones
season-post-place = { $rank }. { $player } — { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
  } / { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
  }
season-post-best-skill = Mejor habilidad
season-post-skill = { $player }, { $game }: { $lost ->
    [one] { $lost } punto perdido
   *[other] { $lost } puntos perdidos
  } en decisiones por partida
season-post-most-improved = Quien más mejoró
season-post-improved = { $player }, { $game }: su nivel subió { $gained }
season-post-empty = Nadie terminó una partida esta temporada.
stats-mark-champion = 🏆 Campeón de la temporada { $number }, { $game }
stats-mark-place = Temporada { $number }: puesto { $place } de { $players }, { $game }
stats-rating = Nivel en { $game }: { $rating } ({ $games ->
    [one] { $games } partida puntuable
   *[other] { $games } partidas puntuables
  })
paramname-season-channel = canal_temporadas
paramname-rated-hints = puntuar_con_pistas
paramname-rating-minimum = mínimo_nivel
param-season-length = Cuánto dura una temporada (calendario UTC), o sin temporadas
param-season-channel = Dónde se anuncia el final de cada temporada
param-rated-hints = Si las partidas en las que alguien usó pistas cambian el nivel
param-rating-minimum = Partidas puntuables que necesita un jugador para salir en la clasificación por nivel
field-season = Temporadas
season-setting-posted = { $length }, se anuncian en { $channel }
field-rating = Nivel
rating-setting = en la clasificación desde { $minimum ->
    [one] 1 partida puntuable
   *[other] { $minimum } partidas puntuables
  }; { $hints }
rating-hints-on = las partidas con pistas puntúan
rating-hints-off = las partidas con pistas no puntúan
chart-rating-panel = { $game }: nivel y su incertidumbre, { $count ->
    [one] última partida puntuable
   *[other] últimas { $count } partidas puntuables
  }
chart-rating-axis = número de partida puntuable
rating-board-at = { $season }: tal como quedó al terminar
refusal-season_not_here = La clasificación por { $board } no tiene temporadas: quita la temporada.
standings-title = { $game } — { $season }: clasificación
standings-wins = Victorias
standings-games = Partidas
standings-best = Mejor puntuación
standings-mean = Puntuación promedio
standings-skill = Habilidad (puntos perdidos)
standings-rating = Nivel

## The web pages (bot.web)

web-site = Yacht en Discord
web-skip = Ir al contenido
web-language = Idioma
web-games = Juegos
web-boards = Clasificaciones
web-title-leaderboard = Clasificación: { $game }
web-board-wins = Victorias
web-board-points = Puntos
web-board-skill = Habilidad
web-col-player = Jugador
web-col-game = Juego
web-col-games = Partidas
web-col-wins = Victorias
web-col-best = Mejor
web-col-mean = Promedio
web-col-lost = Puntos perdidos por partida
web-col-box = Casilla
web-empty = Aún no hay partidas terminadas.
web-player = Jugador { $n }
web-former-player = un exjugador
web-computer = Máquina { $n } ({ $level })
web-player-description = { $games ->
    [one] { $games } partida terminada
   *[other] { $games } partidas terminadas
}
web-records = Historial
web-win-rate = Porcentaje de victorias
web-skill = Puntos perdidos en decisiones, partida a partida
web-recent = Partidas recientes
web-won = ganada
web-not-won = no ganada
web-title-replay = Repetición: { $game }
web-replay-description = { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
  }, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
  }, cada una juzgada por el solucionador exacto
web-scrubber = Jugada
web-moves = Jugadas
web-first = Primera
web-previous = Anterior
web-next = Siguiente
web-last = Última
web-start = Antes de la primera tirada
web-move = Jugada { $n } de { $total }
web-rolled = { $player } tiró.
web-scored = { $player } anotó { $points } en { $box }.
web-banked = { $player } aseguró { $points }.
web-before = Dados antes:
web-after = Dados después:
web-held = retenido
web-verdict-best = La mejor elección.
web-verdict-cost = Costó { $cost } { $cost ->
    [one] punto
   *[other] puntos
  }. Lo mejor: { $best }.
web-verdict-none = No es una decisión que el solucionador valore.
web-best-keep = retener { $dice } y tirar el resto
web-best-score = anotar en { $box }
web-best-roll = tirar
web-best-bank = asegurar
web-total = Total
web-action-roll = tiró
web-action-score = anotó
web-action-bank = aseguró
web-against = Rivales
web-against-people = Contra personas
web-against-computers = Contra la máquina
btn-replay = Repetición en la web
btn-daily-page = La clasificación del día en la web
web-title-daily = Reto diario: { $game }, { $day }
web-daily-description = La clasificación del reto diario, abierta a quienes lo jugaron.
web-daily-yours = Tu resultado
web-daily-board = La clasificación del día
web-daily-you = (tú)
web-col-lost-daily = Puntos perdidos en decisiones
web-refused-title-forged = Este enlace no es válido
web-refused-forged = Este enlace no lo creó el bot, o alguien lo modificó. Abre tu reto diario en Discord para conseguir el tuyo.
web-refused-title-expired = Este enlace caducó
web-refused-expired = El enlace a la clasificación del día sirve durante una semana. Vuelve a abrir tu reto diario en Discord para conseguir uno nuevo.
web-refused-title-gone = Aquí no hay ninguna clasificación diaria
web-refused-gone = Este enlace no lleva a ninguna clasificación diaria: está incompleto, o el servidor desactivó sus páginas web.
web-board-daily = Reto diario
web-board-rating = Nivel
web-col-rated = Partidas puntuables
web-col-day = Día
web-col-score = Puntuación
web-seasons = Temporadas
web-daily-note = La mejor partida de cada jugador en el reto diario de esta semana, hasta ayer. Los resultados de hoy se ven en Discord cuando hayas jugado el de hoy.
web-chart = Gráfico
web-chart-alt = Gráfico de { $player }: las últimas puntuaciones de cada juego frente a la línea objetivo, los puntos perdidos en decisiones partida a partida y el nivel con su margen
btn-player-page = Historial en la web
btn-board-page = Clasificación en la web
web-setting-off = Desactivadas
web-setting-on = Activadas (fuera de los buscadores)
web-setting-listed = Activadas y en los buscadores
param-web = Las páginas web del servidor: clasificaciones y repeticiones (desactivadas por defecto)
paramname-web = web
field-web = Páginas web
cmdname-web-name = nombre-web
cmd-web-name = Elige si tu nombre aparece en las páginas web
param-web-name = Sí: tu nombre visible en las páginas; no: «Jugador N»
paramname-show = mostrar
web-name-set-on = Las páginas web ahora te muestran como { $name }.
web-name-set-off = Las páginas web ahora te llaman «Jugador N».

## Reviews in chances of winning, at a table of several seats (issue 34)
review-wins-title = Tu probabilidad de ganar
review-wins-start = Empezaste con una probabilidad de ganar del { $start } y { $won ->
    [yes] ganaste.
   *[no] no ganaste.
  }
review-wins-details = En probabilidades: { $result } = { $start } (al inicio) { $own } (tus dados) { $dice } (los dados de los demás) { $choices } (tus decisiones) { $theirs } (las decisiones de los demás) { $edge } (tus turnos jugados para ganar)
review-wins-details-drift = En probabilidades: { $result } = { $start } (al inicio) { $own } (tus dados) { $dice } (los dados de los demás) { $choices } (tus decisiones) { $theirs } (las decisiones de los demás) { $edge } (tus turnos jugados para ganar) { $drift } (diferencia entre las dos formas de calcular)
review-wins-costly-title = Decisiones que más te alejaron de la victoria
review-wins-costly = { $rank }. { $when } — tu elección: { $did }. Lo mejor para ganar: { $best } (un { $chance } más de probabilidad de ganar{ $scored ->
    [none] {""}
   *[some] ; tu elección costó { $cost } { $cost ->
        [one] punto
       *[other] puntos
    } de la puntuación esperada
  }). { $why }
review-wins-clean = Ninguna de tus decisiones te quitó probabilidad de ganar.
review-wins-definitions = La suerte de una tirada es tu probabilidad de ganar al caer los dados menos la que tenías en promedio antes de tirar; una decisión cuesta lo que habría conservado la mejor jugada para ganar; las decisiones de los demás son cuánto movieron tu probabilidad; tus turnos jugados para ganar son lo que suma jugar cada turno para ganar a la probabilidad que muestra el tablero, que supone que se juega por puntos. Las cifras son puntos porcentuales.
